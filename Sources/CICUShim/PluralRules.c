#include "CICUShim.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

/// Formatters for 0 to RL_MAX_FRACTION_DIGITS visible fraction digits, made on first use.
#define RL_MAX_FRACTION_DIGITS 15

struct RLPluralRules {
    UPluralRules *rules;
    UNumberFormatter *formatters[RL_MAX_FRACTION_DIGITS + 1];
    UFormattedNumber *result;
    char locale[ULOC_FULLNAME_CAPACITY];
};

RLPluralRules *rl_plural_rules_open(const char *locale, int32_t *status) {
    if (!rl_locale_id_is_acceptable(locale)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UErrorCode error = U_ZERO_ERROR;
    RLPluralRules *wrapper = calloc(1, sizeof(RLPluralRules));
    if (wrapper == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    strncpy(wrapper->locale, locale, sizeof(wrapper->locale) - 1);
    wrapper->rules = uplrules_open(locale, &error);
    if (U_SUCCESS(error)) {
        wrapper->result = unumf_openResult(&error);
    }
    if (U_FAILURE(error)) {
        rl_plural_rules_close(wrapper);
        *status = error;
        return NULL;
    }
    *status = U_ZERO_ERROR;
    return wrapper;
}

void rl_plural_rules_close(RLPluralRules *wrapper) {
    if (wrapper == NULL) return;
    for (int i = 0; i <= RL_MAX_FRACTION_DIGITS; i++) {
        if (wrapper->formatters[i] != NULL) unumf_close(wrapper->formatters[i]);
    }
    if (wrapper->result != NULL) unumf_closeResult(wrapper->result);
    if (wrapper->rules != NULL) uplrules_close(wrapper->rules);
    free(wrapper);
}

/// The formatter that shows exactly `digits` fraction digits and no grouping.
static UNumberFormatter *formatter_for(RLPluralRules *wrapper, int digits, UErrorCode *error) {
    if (wrapper->formatters[digits] != NULL) return wrapper->formatters[digits];
    char skeleton[64] = "group-off ";
    if (digits == 0) {
        strcat(skeleton, "precision-integer");
    } else {
        strcat(skeleton, ".");
        for (int i = 0; i < digits; i++) strcat(skeleton, "0");
    }
    UChar uskeleton[64];
    u_uastrcpy(uskeleton, skeleton);
    wrapper->formatters[digits] = unumf_openForSkeletonAndLocale(uskeleton, -1, wrapper->locale, error);
    return wrapper->formatters[digits];
}

int32_t rl_plural_rules_select_decimal(RLPluralRules *wrapper, const char *decimal, char *category,
                                       int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    const char *point = strchr(decimal, '.');
    UChar keyword[16];
    int32_t length = 0;
    size_t size = strlen(decimal);
    if (point == NULL && size > 0 && size <= 15) {
        // A whole number shown without decimals has the operands of its value (no visible
        // fraction digits, no exponent): the rules select on it directly, without formatting
        // it (which would load the locale's number data just to count no decimals).
        char *end = NULL;
        long long value = strtoll(decimal, &end, 10);
        if (end != NULL && *end == '\0') {
            length = uplrules_select(wrapper->rules, (double)value, keyword, 16, &error);
            if (U_FAILURE(error)) {
                *status = error;
                return 0;
            }
            if (length >= capacity) length = capacity - 1;
            u_austrncpy(category, keyword, length);
            category[length] = '\0';
            *status = U_ZERO_ERROR;
            return length;
        }
    }
    int digits = point == NULL ? 0 : (int)strlen(point + 1);
    if (digits > RL_MAX_FRACTION_DIGITS) digits = RL_MAX_FRACTION_DIGITS;
    UNumberFormatter *formatter = formatter_for(wrapper, digits, &error);
    if (U_SUCCESS(error)) {
        unumf_formatDecimal(formatter, decimal, (int32_t)strlen(decimal), wrapper->result, &error);
    }
    if (U_SUCCESS(error)) {
        length = uplrules_selectFormatted(wrapper->rules, wrapper->result, keyword, 16, &error);
    }
    if (U_FAILURE(error)) {
        *status = error;
        return 0;
    }
    if (length >= capacity) length = capacity - 1;
    u_austrncpy(category, keyword, length);
    category[length] = '\0';
    *status = U_ZERO_ERROR;
    return length;
}

int32_t rl_plural_rules_keywords(RLPluralRules *wrapper, char *buffer, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(wrapper->rules, &error);
    int32_t written = 0;
    buffer[0] = '\0';
    if (U_SUCCESS(error)) {
        const char *keyword;
        int32_t length;
        while ((keyword = uenum_next(keywords, &length, &error)) != NULL && U_SUCCESS(error)) {
            if (written + length + 2 > capacity) break;
            if (written > 0) buffer[written++] = ' ';
            memcpy(buffer + written, keyword, (size_t)length);
            written += length;
            buffer[written] = '\0';
        }
        uenum_close(keywords);
    }
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return written;
}

static void write_version(const UVersionInfo version, char *buffer, int32_t capacity) {
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(version, text);
    strncpy(buffer, text, (size_t)capacity - 1);
    buffer[capacity - 1] = '\0';
}

void rl_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    write_version(version, buffer, capacity);
}

void rl_cldr_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    UErrorCode error = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(version, &error);
    if (U_FAILURE(error)) {
        strncpy(buffer, "unknown", (size_t)capacity - 1);
        buffer[capacity - 1] = '\0';
        return;
    }
    write_version(version, buffer, capacity);
}

const char *rl_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}
