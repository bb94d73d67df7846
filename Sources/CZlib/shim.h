#include <zlib.h>

// deflateInit2 and inflateInit2 are macros, which Swift cannot call: these name them, for the
// gzip format (a window of 2^15 bytes, plus 16 for the gzip header and trailer).
static inline int rangelens_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY);
}

static inline int rangelens_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 15 + 16);
}
