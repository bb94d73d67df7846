#ifndef CICU_SHIM_H
#define CICU_SHIM_H

// A few ICU calls behind plain C names. ICU renames its entry points per version
// (uplrules_open becomes uplrules_open_72), which Swift cannot import; these wrappers can.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Whether `locale` is an identifier these wrappers pass to ICU: 1 to RL_LOCALE_ID_MAX_LENGTH
/// ASCII letters, digits, '-' and '_' ("pl", "zh_Hans", "pt-BR"). Every wrapper that takes a
/// locale refuses (or answers for no locale) anything else: ICU copies some identifiers into
/// fixed-size buffers, and a long one written into a catalog would overflow them.
#define RL_LOCALE_ID_MAX_LENGTH 64
int32_t rl_locale_id_is_acceptable(const char *_Nonnull locale);

/// CLDR plural rules for one locale, with the number formatters that give a number's
/// operands exactly as it is displayed ("1.0" has one visible fraction digit).
typedef struct RLPluralRules RLPluralRules;

/// Opens the plural rules of `locale` ("pl", "zh_Hans"). Returns NULL and sets `*status` on failure.
RLPluralRules *_Nullable rl_plural_rules_open(const char *_Nonnull locale, int32_t *_Nonnull status);

/// Closes rules opened by rl_plural_rules_open.
void rl_plural_rules_close(RLPluralRules *_Nullable rules);

/// Writes the CLDR category (zero, one, two, few, many, other) of a number written as a plain
/// decimal with ASCII digits ("22", "-1.50"), keeping every fraction digit as displayed.
/// Not thread-safe for one RLPluralRules; callers serialize. Returns the category's length.
int32_t rl_plural_rules_select_decimal(RLPluralRules *_Nonnull rules, const char *_Nonnull decimal,
                                       char *_Nonnull category, int32_t capacity, int32_t *_Nonnull status);

/// Writes the categories the locale uses, separated by spaces. Returns the length written.
int32_t rl_plural_rules_keywords(RLPluralRules *_Nonnull rules, char *_Nonnull buffer, int32_t capacity,
                                 int32_t *_Nonnull status);

/// A number formatter for one skeleton and locale ("compact-long", "en").
typedef struct RLNumberFormatter RLNumberFormatter;

/// Opens a formatter from an ICU number skeleton. Returns NULL and sets `*status` on failure.
RLNumberFormatter *_Nullable rl_number_formatter_open(const char *_Nonnull skeleton, const char *_Nonnull locale,
                                                      int32_t *_Nonnull status);

/// Closes a formatter opened by rl_number_formatter_open.
void rl_number_formatter_close(RLNumberFormatter *_Nullable formatter);

/// Formats a number as UTF-8 into `buffer`. Not thread-safe for one formatter; callers
/// serialize. Returns the length needed (which may exceed `capacity`, in which case nothing
/// useful was written).
int32_t rl_number_formatter_format(RLNumberFormatter *_Nonnull formatter, double value, char *_Nonnull buffer,
                                   int32_t capacity, int32_t *_Nonnull status);

/// Writes `value` in words by one of the locale's rule-based spell-out rule sets
/// ("%spellout-ordinal-n" in German: 8 is "achten") as UTF-8 into `buffer`. A rule set
/// the locale lacks, or a ruleset name over 63 bytes, sets `*status`. Returns the length
/// needed (which may exceed `capacity`, in which case nothing useful was written).
int32_t rl_spellout_format(const char *_Nonnull locale, const char *_Nonnull ruleset, int32_t value,
                           char *_Nonnull buffer, int32_t capacity, int32_t *_Nonnull status);

/// Writes the ICU version ("72.1").
void rl_icu_version(char *_Nonnull buffer, int32_t capacity);

/// Writes the CLDR version of the ICU data ("42.0").
void rl_cldr_version(char *_Nonnull buffer, int32_t capacity);

/// The name of an ICU error code ("U_ILLEGAL_ARGUMENT_ERROR").
const char *_Nonnull rl_error_name(int32_t status);

#ifdef __cplusplus
}
#endif

#endif
