#include "CICUShim.h"

#include <unicode/unum.h>
#include <unicode/ustring.h>

int32_t rl_spellout_format(const char *locale, const char *ruleset, int32_t value, char *buffer, int32_t capacity,
                           int32_t *status) {
    if (!rl_locale_id_is_acceptable(locale)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &error);
    UChar uruleset[64];
    if (U_SUCCESS(error)) u_strFromUTF8(uruleset, 64, NULL, ruleset, -1, &error);
    if (U_SUCCESS(error)) unum_setTextAttribute(format, UNUM_DEFAULT_RULESET, uruleset, -1, &error);
    UChar text[256];
    int32_t length = 0;
    if (U_SUCCESS(error)) length = unum_format(format, value, text, 256, NULL, &error);
    int32_t needed = 0;
    if (U_SUCCESS(error)) u_strToUTF8(buffer, capacity, &needed, text, length, &error);
    if (format != NULL) unum_close(format);
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return needed;
}
