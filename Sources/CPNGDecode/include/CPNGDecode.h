#ifndef TRANSITIONLAB_CPNGDECODE_H
#define TRANSITIONLAB_CPNGDECODE_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a PNG that needs no conversion, 8-bit RGB or RGBA, not interlaced, with no chunk
/// that changes its colors (gAMA, cHRM, iCCP, sBIT, tRNS; sRGB may be there), straight into `pixels`
/// (`width` x `height`, each pixel's bytes R, G, B, A in memory order; A 255 for RGB). The
/// simplified API gives the same bytes for such a file.
///
/// A well-formed file is read whole (`transitionlab_png_decode_whole`) when `capacity` (in
/// pixels) allows; any other goes through libpng's full API, which can leave zlib's adler32
/// unchecked (the chunks' CRCs are checked) and reads RGB rows without a filler pass. libpng
/// reports errors by longjmp, which Swift cannot catch, so the setjmp lives here.
///
/// Returns 1 when decoded (`*has_alpha` set), 0 when the file is not such a PNG or is not
/// `width` x `height` (decode it another way), -1 when it is damaged, with libpng's reason in
/// `error`. On 0 and -1 the pixels' memory holds nothing of use.
int transitionlab_png_decode_plain(const unsigned char *data, size_t size, uint32_t width, uint32_t height,
                                   uint32_t *pixels, size_t capacity, int *has_alpha, char *error, size_t error_size);

/// The pixels' memory, in pixels, `transitionlab_png_decode_whole` needs for a `width` x `height`
/// picture: a little more than `width * height`, as its rows are inflated into that memory.
size_t transitionlab_png_whole_capacity(uint32_t width, uint32_t height);

/// Decodes a well-formed plain PNG at once: its chunks walked and their CRCs checked here, its
/// picture data inflated in one call by libdeflate (adler32 checked) into the pixels' own memory
/// and unfiltered there, with no libpng and no second buffer.
///
/// Returns 1 when decoded (`*has_alpha` set), 0 for anything else: any chunk other than IHDR,
/// IDAT, IEND, a well-formed sRGB or pHYs; a damaged chunk, a stream that is short, long or
/// followed by other bytes; `capacity` below `transitionlab_png_whole_capacity`. It never
/// judges a file damaged: a 0 leaves that to libpng, so both paths read every file alike.
int transitionlab_png_decode_whole(const unsigned char *data, size_t size, uint32_t width, uint32_t height,
                                   uint32_t *pixels, size_t capacity, int *has_alpha);

#endif
