#ifndef CICU_SHIM_COLLATION_H
#define CICU_SHIM_COLLATION_H

// ICU collation and locale direction behind plain C names, for the same reason as CICUShim.h:
// ICU's versioned entry points (ucol_open_72) cannot be imported by Swift.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A collator over the ICU root collation. Sort keys may be made from several threads at once.
typedef struct RLCollator RLCollator;

/// Opens the root collation with numeric ordering on ("B6" before "B12"), punctuation not
/// ignored, and lowercase first when strings differ only in case: the order Xcode sorts the
/// keys of a String Catalog in. Returns NULL and sets `*status` on failure.
RLCollator *_Nullable rl_collator_open_xcode_order(int32_t *_Nonnull status);

/// 1 when ICU's root collation can be opened (cheap: no tailoring is built), 0 otherwise.
int32_t rl_collator_root_available(void);

/// Closes a collator opened by rl_collator_open_xcode_order.
void rl_collator_close(RLCollator *_Nullable collator);

/// Writes the collation sort key of a UTF-8 string: two keys compare byte by byte as the
/// strings compare under the collation. Returns the key's length including its final
/// zero byte; when that is more than `capacity`, nothing useful is written and the caller asks
/// again with a larger buffer.
int32_t rl_collator_sort_key_utf8(const RLCollator *_Nonnull collator, const char *_Nonnull text, int32_t length,
                                  uint8_t *_Nonnull key, int32_t capacity, int32_t *_Nonnull status);

/// Whether the locale's script is written right to left ("ar", "he", "ur", "az_Arab"): 1 or 0.
int32_t rl_locale_is_right_to_left(const char *_Nonnull locale);

/// Writes the English name of `locale` ("Polish", "Chinese (Simplified)") as UTF-8 into
/// `buffer` and returns its length, or 0 for an identifier that is not acceptable or has no
/// name ICU knows beyond its code.
int32_t rl_locale_display_name(const char *_Nonnull locale, char *_Nonnull buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
