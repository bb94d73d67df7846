#include "CICUShimCollation.h"

#include <unicode/ucol.h>

// The wrapper type is the ICU collator itself; the struct name only keeps ICU's types out of
// the header.
struct RLCollator;

// Newer CLDR data sorts the right single quotation mark (U+2019) with the apostrophe, differing
// only at the third level, and Xcode's catalogs are sorted that way ("We’ll" before "We've").
// Older ICU data (72) puts it after the apostrophe at the first level; this tailoring gives the
// newer order whatever ICU the system has, and changes nothing where the data already has it.
// In rule syntax an apostrophe quotes, so a literal one is written twice.
static const UChar apostrophe_rule[] = {'&', '\'', '\'', '<', '<', '<', 0x2019, 0};

RLCollator *rl_collator_open_xcode_order(int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UParseError parse_error;
    UCollator *collator = ucol_openRules(apostrophe_rule, -1, UCOL_DEFAULT, UCOL_DEFAULT, &parse_error, &error);
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

void rl_collator_close(RLCollator *collator) {
    if (collator != NULL) ucol_close((UCollator *)collator);
}

int32_t rl_collator_compare_utf8(const RLCollator *collator, const char *a, int32_t a_length, const char *b,
                                 int32_t b_length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UCollationResult result = ucol_strcollUTF8((const UCollator *)collator, a, a_length, b, b_length, &error);
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return (int32_t)result;
}
