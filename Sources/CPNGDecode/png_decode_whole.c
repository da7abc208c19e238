#include "CPNGDecode.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

// The whole-buffer decoder of a plain PNG (CPNGDecode.h): the file's chunks are walked here, its
// picture data inflated at once by libdeflate and its rows unfiltered straight into the pixels.
// It only ever says yes to a well-formed file; anything else is left to libpng, which decides
// what is damaged and what is merely unusual, so the two paths cannot disagree on an error.

static uint32_t read_u32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int is_type(const unsigned char *p, const char *type) { return memcmp(p, type, 4) == 0; }

// Bytewise sum and floor-average of four lanes held in 32 bits, no carry crossing a lane.
static uint32_t add8(uint32_t x, uint32_t y) {
    return ((x & 0x7F7F7F7Fu) + (y & 0x7F7F7F7Fu)) ^ ((x ^ y) & 0x80808080u);
}

static uint32_t average8(uint32_t a, uint32_t b) { return (a & b) + (((a ^ b) >> 1) & 0x7F7F7F7Fu); }

static uint32_t paeth8(uint32_t raw, uint32_t a, uint32_t b, uint32_t c) {
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        int la = (a >> shift) & 0xFF, lb = (b >> shift) & 0xFF, lc = (c >> shift) & 0xFF;
        int p = la + lb - lc;
        int pa = abs(p - la), pb = abs(p - lb), pc = abs(p - lc);
        int predictor = (pa <= pb && pa <= pc) ? la : (pb <= pc ? lb : lc);
        out |= (uint32_t)((((raw >> shift) & 0xFF) + predictor) & 0xFF) << shift;
    }
    return out;
}

size_t transitionlab_png_whole_capacity(uint32_t width, uint32_t height) {
    // RGB rows are inflated into the pixels' last bytes, RGBA rows from their first; either way
    // four bytes of slack let a 3-byte pixel be read as a 32-bit word.
    size_t rgba_rows = (size_t)height * (1 + (size_t)width * 4);
    size_t bytes = rgba_rows + 4;
    return (bytes + 3) / 4;
}

// Unfilters one row from pixel `x` on, a pixel at a time, each pixel's four lanes at once.
static void unfilter_pixels(int filter, const unsigned char *in, uint32_t *out, const uint32_t *up, uint32_t w,
                            int bpp, uint32_t x) {
    const uint32_t fill = bpp == 3 ? 0xFF000000u : 0;
    const uint32_t mask = bpp == 3 ? 0x00FFFFFFu : 0xFFFFFFFFu;
    uint32_t left = x > 0 ? out[x - 1] : 0, upLeft = up && x > 0 ? up[x - 1] : 0;
    for (; x < w; x++) {
        uint32_t raw;
        memcpy(&raw, in + (size_t)x * bpp, 4);
        raw &= mask;
        uint32_t above = up ? up[x] : 0;
        uint32_t value;
        switch (filter) {
        case 0: value = raw; break;
        case 1: value = add8(raw, left); break;
        case 2: value = add8(raw, above); break;
        case 3: value = add8(raw, average8(left, above)); break;
        default: value = paeth8(raw, left, above, upLeft); break;
        }
        value = (value & mask) | fill;
        out[x] = value;
        left = value;
        upLeft = above;
    }
}

#if defined(__x86_64__)
#include <tmmintrin.h>

// Four pixels at a time for the filters whose pixels do not wait on each other's sums one by
// one (none, sub as a prefix sum, up); returns the first pixel left for unfilter_pixels. SSSE3,
// for the byte shuffle that spreads four RGB pixels to RGBA; called only where the CPU has it.
__attribute__((target("ssse3")))
static uint32_t unfilter_fours(int filter, const unsigned char *in, uint32_t *out, const uint32_t *up, uint32_t w,
                               int bpp) {
    const __m128i spread = bpp == 3 ? _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1)
                                    : _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    const __m128i fill = bpp == 3 ? _mm_set1_epi32((int)0xFF000000u) : _mm_setzero_si128();
    __m128i left = _mm_setzero_si128();
    uint32_t x = 0;
    // A 16-byte load reads past four RGB pixels, into the next row or the buffer's slack.
    for (; x + 4 <= w; x += 4) {
        __m128i raw = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(in + (size_t)x * bpp)), spread);
        __m128i value;
        if (filter == 0) {
            value = raw;
        } else if (filter == 1) {
            raw = _mm_add_epi8(raw, _mm_slli_si128(raw, 4));
            raw = _mm_add_epi8(raw, _mm_slli_si128(raw, 8));
            value = _mm_add_epi8(raw, left);
        } else {
            value = up ? _mm_add_epi8(raw, _mm_loadu_si128((const __m128i *)(up + x))) : raw;
        }
        value = _mm_or_si128(value, fill);
        _mm_storeu_si128((__m128i *)(out + x), value);
        left = _mm_shuffle_epi32(value, 0xFF);
    }
    return x;
}
#endif

// Unfilters the inflated rows (each a filter byte then `bpp` bytes a pixel) into `pixels`, the
// rows being at `rows` inside the same memory (see transitionlab_png_whole_capacity). A pixel's
// inflated bytes are read before its output is stored, and no output reaches bytes still unread:
// for RGB, output pixel i of row y ends at 4wy+4i+4, at or before the next pixel's inflated bytes.
static int unfilter(const unsigned char *rows, uint32_t *pixels, uint32_t w, uint32_t h, int bpp) {
    const size_t stride = 1 + (size_t)w * bpp;
    for (uint32_t y = 0; y < h; y++) {
        const unsigned char *row = rows + stride * y;
        int filter = row[0];
        if (filter > 4) return 0;
        uint32_t *out = pixels + (size_t)w * y;
        const uint32_t *up = y > 0 ? out - w : NULL;
        uint32_t x = 0;
#if defined(__x86_64__)
        if (filter <= 2 && __builtin_cpu_supports("ssse3")) x = unfilter_fours(filter, row + 1, out, up, w, bpp);
#endif
        unfilter_pixels(filter, row + 1, out, up, w, bpp, x);
    }
    return 1;
}

int transitionlab_png_decode_whole(const unsigned char *data, size_t size, uint32_t width, uint32_t height,
                                   uint32_t *pixels, size_t capacity, int *has_alpha) {
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (size < 8 + 25 || memcmp(data, signature, 8) != 0) return 0;
    if (capacity < transitionlab_png_whole_capacity(width, height)) return 0;
    size_t offset = 8;
    int bpp = 0;
    // The picture data: one IDAT chunk is inflated where it lies, several are gathered first.
    const unsigned char *idat = NULL;
    size_t idat_size = 0, idat_chunks = 0;
    int idat_ended = 0, ended = 0;
    unsigned char *gathered = NULL;
    int result = 0;
    for (int index = 0; !ended; index++) {
        if (size - offset < 12) goto done;
        uint32_t length = read_u32(data + offset);
        const unsigned char *type = data + offset + 4;
        if (length > 0x7FFFFFFFu || size - offset - 12 < length) goto done;
        const unsigned char *body = type + 4;
        if (libdeflate_crc32(0, type, 4 + (size_t)length) != read_u32(body + length)) goto done;
        for (int i = 0; i < 4; i++) {
            unsigned char c = type[i] & ~0x20;
            if (c < 'A' || c > 'Z') goto done;
        }
        if (index == 0) {
            // IHDR: width, height, depth 8, RGB (2) or RGBA (6), compression, filter and interlace 0.
            if (!is_type(type, "IHDR") || length != 13) goto done;
            if (read_u32(body) != width || read_u32(body + 4) != height || body[8] != 8) goto done;
            if (body[9] != 2 && body[9] != 6) goto done;
            if (body[10] != 0 || body[11] != 0 || body[12] != 0) goto done;
            bpp = body[9] == 2 ? 3 : 4;
        } else if (is_type(type, "IDAT")) {
            if (idat_ended) goto done;
            if (idat_chunks == 0) idat = body;
            idat_size += length;
            idat_chunks++;
        } else {
            if (idat_chunks > 0) idat_ended = 1;
            if (is_type(type, "IEND")) {
                ended = 1;
            } else if (is_type(type, "sRGB")) {
                // What 8-bit output assumes anyway, when it is well formed.
                if (length != 1 || body[0] > 3) goto done;
            } else if (is_type(type, "pHYs")) {
                if (length != 9 || body[8] > 1) goto done;
            } else {
                // Any other chunk (one that changes the colors, text libpng may find malformed, a
                // suggested palette, a second header) is libpng's to judge.
                goto done;
            }
        }
        offset += 12 + (size_t)length;
    }
    if (idat_chunks == 0) goto done;
    if (idat_chunks > 1) {
        gathered = malloc(idat_size);
        if (gathered == NULL) goto done;
        size_t at = 0;
        for (size_t scan = 8; at < idat_size;) {
            uint32_t length = read_u32(data + scan);
            if (is_type(data + scan + 4, "IDAT")) {
                memcpy(gathered + at, data + scan + 8, length);
                at += length;
            }
            scan += 12 + (size_t)length;
        }
        idat = gathered;
    }
    {
        size_t stride = 1 + (size_t)width * bpp;
        size_t inflated = stride * height;
        unsigned char *bytes = (unsigned char *)pixels;
        unsigned char *rows = bpp == 3 ? bytes + (size_t)width * height * 4 - inflated : bytes;
        struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
        if (decompressor == NULL) goto done;
        size_t used = 0, produced = 0;
        enum libdeflate_result inflation =
            libdeflate_zlib_decompress_ex(decompressor, idat, idat_size, rows, inflated, &used, &produced);
        libdeflate_free_decompressor(decompressor);
        // Bytes left over, a short stream or one whose adler32 is wrong: libpng's to judge.
        if (inflation != LIBDEFLATE_SUCCESS || used != idat_size || produced != inflated) goto done;
        if (!unfilter(rows, pixels, width, height, bpp)) goto done;
        *has_alpha = bpp == 4;
        result = 1;
    }
done:
    free(gathered);
    return result;
}
