#include "CICUShimCollation.h"

#include <stdlib.h>
#include <unicode/ucol.h>
#include <unicode/ustring.h>

// The wrapper type is the ICU collator itself; the struct name only keeps ICU's types out of
// the header.
struct RLCollator;

// Newer CLDR data (the data Xcode's catalogs are sorted with) puts the apostrophe and the
// single quotation marks in one group that differs only at the third level, in the order
// ' ＇ ‘ ’ ‚ ‛ (so "We‘ll" and "We’ll" sort with "We'll", before "We've"), and the double
// quotation marks likewise: " ＂ “ ” „ ‟. Older ICU data (72) puts ‘ ‚ ‛ and the curly double
// marks after them at the first level; these tailorings give the newer order whatever ICU the
// system has, and change nothing where the data already has it. In rule syntax an apostrophe
// quotes, so a literal one is written twice, and '"' is a quoted double quotation mark.
static const UChar quotation_rules[] = {
    '&', '\'', '\'', '<', '<', '<', 0xFF07, '<', '<', '<', 0x2018, '<', '<', '<', 0x2019, '<', '<', '<', 0x201A,
    '<', '<', '<', 0x201B, ' ', '&', '\'', '"', '\'', '<', '<', '<', 0xFF02, '<', '<', '<', 0x201C, '<', '<', '<', 0x201D,
    '<', '<', '<', 0x201E, '<', '<', '<', 0x201F, 0};

RLCollator *rl_collator_open_xcode_order(int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UParseError parse_error;
    UCollator *collator = ucol_openRules(quotation_rules, -1, UCOL_DEFAULT, UCOL_DEFAULT, &parse_error, &error);
    if (U_SUCCESS(error)) ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &error);
    if (U_SUCCESS(error)) ucol_setAttribute(collator, UCOL_CASE_FIRST, UCOL_LOWER_FIRST, &error);
    if (U_SUCCESS(error)) ucol_setAttribute(collator, UCOL_ALTERNATE_HANDLING, UCOL_NON_IGNORABLE, &error);
    if (U_SUCCESS(error)) ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_TERTIARY, &error);
    if (U_FAILURE(error)) {
        if (collator != NULL) ucol_close(collator);
        *status = error;
        return NULL;
    }
    *status = U_ZERO_ERROR;
    return (RLCollator *)collator;
}

int32_t rl_collator_root_available(void) {
    UErrorCode error = U_ZERO_ERROR;
    UCollator *collator = ucol_open("", &error);
    if (collator != NULL) ucol_close(collator);
    return U_SUCCESS(error) ? 1 : 0;
}

void rl_collator_close(RLCollator *collator) {
    if (collator != NULL) ucol_close((UCollator *)collator);
}

int32_t rl_collator_sort_key_utf8(const RLCollator *collator, const char *text, int32_t length, uint8_t *key,
                                  int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UChar stack_buffer[256];
    UChar *utf16 = stack_buffer;
    int32_t utf16_length = 0;
    u_strFromUTF8(utf16, 256, &utf16_length, text, length, &error);
    if (error == U_BUFFER_OVERFLOW_ERROR) {
        error = U_ZERO_ERROR;
        utf16 = malloc(sizeof(UChar) * (size_t)(utf16_length + 1));
        if (utf16 == NULL) {
            *status = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        u_strFromUTF8(utf16, utf16_length + 1, &utf16_length, text, length, &error);
    }
    int32_t key_length = 0;
    if (U_SUCCESS(error)) {
        key_length = ucol_getSortKey((const UCollator *)collator, utf16, utf16_length, key, capacity);
    }
    if (utf16 != stack_buffer) free(utf16);
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return key_length;
}
