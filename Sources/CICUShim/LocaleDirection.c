#include "CICUShim.h"
#include "CICUShimCollation.h"

#include <unicode/uloc.h>
#include <unicode/ustring.h>

int32_t rl_locale_id_is_acceptable(const char *locale) {
    int32_t length = 0;
    for (const char *c = locale; *c != '\0'; c++, length++) {
        if (length >= RL_LOCALE_ID_MAX_LENGTH) return 0;
        char ch = *c;
        int ok = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' || ch == '_';
        if (!ok) return 0;
    }
    return length > 0 ? 1 : 0;
}

int32_t rl_locale_is_right_to_left(const char *locale) {
    if (!rl_locale_id_is_acceptable(locale)) return 0;
    return uloc_isRightToLeft(locale) ? 1 : 0;
}

int32_t rl_locale_display_name(const char *locale, char *buffer, int32_t capacity) {
    if (!rl_locale_id_is_acceptable(locale) || capacity <= 0) return 0;
    UErrorCode error = U_ZERO_ERROR;
    UChar name[256];
    int32_t length = uloc_getDisplayName(locale, "en", name, 256, &error);
    if (U_FAILURE(error) || length <= 0 || length >= 256) return 0;
    int32_t written = 0;
    u_strToUTF8(buffer, capacity, &written, name, length, &error);
    if (U_FAILURE(error) || written >= capacity) return 0;
    return written;
}
