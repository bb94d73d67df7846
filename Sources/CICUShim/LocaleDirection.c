#include "CICUShimCollation.h"

#include <unicode/uloc.h>

int32_t rl_locale_is_right_to_left(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}
