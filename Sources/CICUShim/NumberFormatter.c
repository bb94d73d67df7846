#include "CICUShim.h"

#include <stdlib.h>
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

struct RLNumberFormatter {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
};

RLNumberFormatter *rl_number_formatter_open(const char *skeleton, const char *locale, int32_t *status) {
    if (!rl_locale_id_is_acceptable(locale)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UErrorCode error = U_ZERO_ERROR;
    RLNumberFormatter *wrapper = calloc(1, sizeof(RLNumberFormatter));
    if (wrapper == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    UChar uskeleton[256];
    u_strFromUTF8(uskeleton, 256, NULL, skeleton, -1, &error);
    if (U_SUCCESS(error)) wrapper->formatter = unumf_openForSkeletonAndLocale(uskeleton, -1, locale, &error);
    if (U_SUCCESS(error)) wrapper->result = unumf_openResult(&error);
    if (U_FAILURE(error)) {
        rl_number_formatter_close(wrapper);
        *status = error;
        return NULL;
    }
    *status = U_ZERO_ERROR;
    return wrapper;
}

void rl_number_formatter_close(RLNumberFormatter *wrapper) {
    if (wrapper == NULL) return;
    if (wrapper->result != NULL) unumf_closeResult(wrapper->result);
    if (wrapper->formatter != NULL) unumf_close(wrapper->formatter);
    free(wrapper);
}

int32_t rl_number_formatter_format(RLNumberFormatter *wrapper, double value, char *buffer, int32_t capacity,
                                   int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    unumf_formatDouble(wrapper->formatter, value, wrapper->result, &error);
    UChar text[256];
    int32_t length = 0;
    if (U_SUCCESS(error)) length = unumf_resultToString(wrapper->result, text, 256, &error);
    int32_t needed = 0;
    if (U_SUCCESS(error)) u_strToUTF8(buffer, capacity, &needed, text, length, &error);
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return needed;
}
