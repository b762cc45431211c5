#include "PictureCodecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>

/* A 140-byte JPEG can claim 65500x65500 pixels: decoded even at an eighth of its size that is
   268 MB, and a progressive one's coefficients alone would be 8 GB. Both limits are checked
   from the header, before the decoder allocates or decodes anything. */
#define MAX_PIXELS CODEC_MAX_PIXELS
#define MEMORY_BUDGET CODEC_MEMORY_BUDGET

static void set_error(codec_image *out, const char *message) {
  snprintf(out->error, sizeof out->error, "%s", message);
}

/* Refuses a picture whose full size is over MAX_PIXELS (or empty), naming its size. */
static int too_many_pixels(codec_image *out, unsigned long width, unsigned long height) {
  if (width == 0 || height == 0) {
    set_error(out, "the picture is empty (0 pixels wide or high)");
    return 1;
  }
  if ((double)width * (double)height <= (double)MAX_PIXELS) return 0;
  snprintf(out->error, sizeof out->error, "the picture is %lux%lu pixels, more than the %ld megapixels a picture may have",
           width, height, MAX_PIXELS / 1000000);
  return 1;
}

static int over_budget(codec_image *out, double bytes) {
  if (bytes <= (double)MEMORY_BUDGET) return 0;
  snprintf(out->error, sizeof out->error, "decoding it would need %.0f MB, more than the %ld MB a picture may use",
           bytes / (1 << 20), MEMORY_BUDGET >> 20);
  return 1;
}

int codec_decode_png(const uint8_t *data, size_t size, codec_image *out) {
  memset(out, 0, sizeof *out);
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  /* The simplified API catches libpng's longjmp itself and reports through image.message. */
  if (!png_image_begin_read_from_memory(&image, data, size)) {
    set_error(out, image.message[0] ? image.message : "not a readable PNG");
    return 0;
  }
  if (too_many_pixels(out, image.width, image.height)) {
    png_image_free(&image);
    return 0;
  }
  /* The simplified API keeps the whole RGBA picture, and an interlaced one a second copy. */
  if (over_budget(out, (double)image.width * image.height * 8)) {
    png_image_free(&image);
    return 0;
  }
  image.format = PNG_FORMAT_RGBA;
  size_t bytes = PNG_IMAGE_SIZE(image);
  out->pixels = malloc(bytes);
  if (!out->pixels) {
    png_image_free(&image);
    set_error(out, "out of memory");
    return 0;
  }
  if (!png_image_finish_read(&image, NULL, out->pixels, 0, NULL)) {
    set_error(out, image.message[0] ? image.message : "the PNG data is damaged");
    free(out->pixels);
    out->pixels = NULL;
    return 0;
  }
  out->width = (int)image.width;
  out->height = (int)image.height;
  return 1;
}

struct jpeg_failure {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
  int truncated;
};

static void jpeg_fail(j_common_ptr info) {
  struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
  (*info->err->format_message)(info, failure->message);
  longjmp(failure->jump, 1);
}

/* libjpeg only warns when the data ends early (the file ends, or a marker comes before the
   scan's data does) and fills the rest with grey; a cut file is an error here, so that the
   player sees a placeholder instead of half a picture, and a few bytes claiming a large size
   cost no more than their own length to refuse. */
static void jpeg_quiet(j_common_ptr info, int level) {
  struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
  int code = info->err->msg_code;
  if (level < 0 && (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER)) failure->truncated = 1;
}

int codec_jpeg_size(const uint8_t *data, size_t size, int *width, int *height) {
  struct jpeg_decompress_struct info;
  struct jpeg_failure failure;
  failure.truncated = 0;
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = jpeg_fail;
  failure.manager.emit_message = jpeg_quiet;
  if (setjmp(failure.jump)) {
    jpeg_destroy_decompress(&info);
    return 0;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  *width = (int)info.image_width;
  *height = (int)info.image_height;
  jpeg_destroy_decompress(&info);
  return 1;
}

int codec_decode_jpeg(const uint8_t *data, size_t size, int scale_denom, codec_image *out) {
  memset(out, 0, sizeof *out);
  struct jpeg_decompress_struct info;
  struct jpeg_failure failure;
  /* volatile: assigned after setjmp and read after a longjmp back. */
  uint8_t *volatile pixels = NULL;
  JSAMPLE *volatile row = NULL;
  failure.truncated = 0;
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = jpeg_fail;
  failure.manager.emit_message = jpeg_quiet;
  if (setjmp(failure.jump)) {
    set_error(out, failure.message);
    free(pixels);
    free(row);
    jpeg_destroy_decompress(&info);
    return 0;
  }
  jpeg_create_decompress(&info);
  /* libjpeg refuses (an error, not an allocation) what would pass this; the estimate below
     refuses most pictures before it even starts. */
  info.mem->max_memory_to_use = MEMORY_BUDGET;
  jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  if (too_many_pixels(out, info.image_width, info.image_height)) {
    jpeg_destroy_decompress(&info);
    return 0;
  }
  {
    /* A progressive or multi-scan picture keeps every DCT coefficient: 2 bytes a sample at
       full size whatever the scaling; then our RGBA copy at the scaled size. */
    double samples = (double)info.image_width * info.image_height * info.num_components;
    double coefficients = jpeg_has_multiple_scans(&info) ? samples * 2 : 0;
    double denominator = scale_denom == 2 || scale_denom == 4 || scale_denom == 8 ? scale_denom : 1;
    double output = (double)info.image_width * info.image_height * 4 / (denominator * denominator);
    if (over_budget(out, coefficients + output)) {
      jpeg_destroy_decompress(&info);
      return 0;
    }
  }
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
  info.scale_num = 1;
  info.scale_denom = (unsigned)(scale_denom == 2 || scale_denom == 4 || scale_denom == 8 ? scale_denom : 1);
  jpeg_start_decompress(&info);
  int width = (int)info.output_width, height = (int)info.output_height, channels = info.output_components;
  if ((long)width * (long)height > MAX_PIXELS || width <= 0 || height <= 0) {
    set_error(out, "the picture is too large or empty");
    jpeg_destroy_decompress(&info);
    return 0;
  }
  pixels = malloc((size_t)width * (size_t)height * 4);
  row = malloc((size_t)width * (size_t)channels);
  if (!pixels || !row) {
    set_error(out, "out of memory");
    free(pixels);
    free(row);
    jpeg_destroy_decompress(&info);
    return 0;
  }
  /* Adobe writes CMYK inverted; libjpeg reports that as saw_Adobe_marker. */
  int inverted = cmyk && info.saw_Adobe_marker;
  /* A cut file is refused as soon as libjpeg says so: it would go on making grey rows for
     every row the header claims. */
  while (info.output_scanline < info.output_height && !failure.truncated) {
    JSAMPROW rows[1] = {row};
    int y = (int)info.output_scanline;
    jpeg_read_scanlines(&info, rows, 1);
    uint8_t *dest = pixels + (size_t)y * (size_t)width * 4;
    for (int x = 0; x < width; x++) {
      const JSAMPLE *s = row + x * channels;
      if (cmyk) {
        int c = s[0], m = s[1], yl = s[2], k = s[3];
        if (!inverted) { c = 255 - c; m = 255 - m; yl = 255 - yl; k = 255 - k; }
        dest[x * 4 + 0] = (uint8_t)(c * k / 255);
        dest[x * 4 + 1] = (uint8_t)(m * k / 255);
        dest[x * 4 + 2] = (uint8_t)(yl * k / 255);
      } else if (channels == 1) {
        dest[x * 4 + 0] = dest[x * 4 + 1] = dest[x * 4 + 2] = s[0];
      } else {
        dest[x * 4 + 0] = s[0];
        dest[x * 4 + 1] = s[1];
        dest[x * 4 + 2] = s[2];
      }
      dest[x * 4 + 3] = 255;
    }
  }
  if (failure.truncated) {
    set_error(out, "the JPEG data is cut short");
    free(pixels);
    free(row);
    jpeg_destroy_decompress(&info);
    return 0;
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  free(row);
  out->pixels = pixels;
  out->width = width;
  out->height = height;
  return 1;
}

void codec_free(codec_image *image) {
  free(image->pixels);
  image->pixels = NULL;
}

int codec_encode_jpeg(const uint8_t *samples, int width, int height, int components, int progressive,
                      uint8_t **out, unsigned long *out_size) {
  struct jpeg_compress_struct info;
  struct jpeg_failure failure;
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = jpeg_fail;
  failure.manager.emit_message = jpeg_quiet;
  *out = NULL;
  *out_size = 0;
  if (setjmp(failure.jump)) {
    jpeg_destroy_compress(&info);
    return 0;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, out, out_size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = components;
  info.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 4 ? JCS_CMYK : JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 95, TRUE);
  if (progressive) jpeg_simple_progression(&info);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = (JSAMPROW)(samples + (size_t)info.next_scanline * (size_t)width * (size_t)components);
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  return 1;
}

int codec_encode_png(const uint8_t *rgba, int width, int height, int alpha, uint8_t **out, unsigned long *out_size) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  image.width = (png_uint_32)width;
  image.height = (png_uint_32)height;
  image.format = alpha ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
  png_alloc_size_t size = 0;
  *out = NULL;
  *out_size = 0;
  if (!png_image_write_to_memory(&image, NULL, &size, 0, rgba, 0, NULL)) return 0;
  *out = malloc(size);
  if (!*out) return 0;
  if (!png_image_write_to_memory(&image, *out, &size, 0, rgba, 0, NULL)) {
    free(*out);
    *out = NULL;
    return 0;
  }
  *out_size = (unsigned long)size;
  return 1;
}

struct memory_reader {
  const uint8_t *data;
  size_t size;
  size_t offset;
};

static void png_read_memory(png_structp png, png_bytep out, png_size_t length) {
  struct memory_reader *reader = (struct memory_reader *)png_get_io_ptr(png);
  if (reader->offset + length > reader->size) png_error(png, "the PNG data is cut short");
  memcpy(out, reader->data + reader->offset, length);
  reader->offset += length;
}

static void png_fail(png_structp png, png_const_charp message) {
  char *buffer = (char *)png_get_error_ptr(png);
  /* A message already in the buffer (too_many_pixels writes it there) is kept as it is. */
  if (message != buffer) snprintf(buffer, 160, "%s", message);
  png_longjmp(png, 1);
}

static void png_warn(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

/* Writes one finished target row from its sums: colours averaged by alpha, alpha by area. */
static void flush_sums(const uint64_t *sums, int tw, uint8_t *out) {
  for (int tx = 0; tx < tw; tx++) {
    const uint64_t *s = sums + tx * 5;
    uint8_t *d = out + tx * 4;
    d[0] = s[3] ? (uint8_t)(s[0] / s[3]) : 0;
    d[1] = s[3] ? (uint8_t)(s[1] / s[3]) : 0;
    d[2] = s[3] ? (uint8_t)(s[2] / s[3]) : 0;
    d[3] = s[4] ? (uint8_t)(s[3] / s[4]) : 0;
  }
}

/* What reading a PNG to a small size (codec_decode_png_fitting) and checking one
   (codec_check_png) share, so that what one reads the other reads: the reader, the checksum
   options, the header, and the refusals from it — too many pixels, or interlaced (whose rows
   are whole only after every pass: the caller decodes those in full). Fails through png_error,
   into the caller's setjmp. */
static void read_small_header(png_structp png, png_infop info, struct memory_reader *reader, codec_image *out,
                              png_uint_32 *width, png_uint_32 *height) {
  png_set_read_fn(png, reader, png_read_memory);
#ifdef PNG_IGNORE_ADLER32
  /* The picture is only drawn small: a damaged stream still fails in inflate, and skipping the
     checksums saves a pass over every byte, compressed (CRC) and decompressed (Adler-32). */
  png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
  png_set_crc_action(png, PNG_CRC_QUIET_USE, PNG_CRC_QUIET_USE);
  png_read_info(png, info);
  *width = png_get_image_width(png, info);
  *height = png_get_image_height(png, info);
  if (too_many_pixels(out, *width, *height)) png_error(png, out->error);
  if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) png_error(png, "interlaced");
}

int codec_decode_png_fitting(const uint8_t *data, size_t size, int box_width, int box_height, codec_image *out) {
  memset(out, 0, sizeof *out);
  struct memory_reader reader = {data, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, out->error, png_fail, png_warn);
  if (!png) {
    set_error(out, "out of memory");
    return 0;
  }
  png_infop info = png_create_info_struct(png);
  uint8_t *volatile row = NULL;
  uint64_t *volatile sums = NULL;
  uint8_t *volatile pixels = NULL;
  uint32_t *volatile columns = NULL;
  if (!info || setjmp(png_jmpbuf(png))) {
    if (!out->error[0]) set_error(out, "the PNG data is damaged");
    free(row);
    free(columns);
    free(sums);
    free(pixels);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  png_uint_32 width, height;
  read_small_header(png, info, &reader, out, &width, &height);
  int color = png_get_color_type(png, info);
  png_set_expand(png);
  png_set_strip_16(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  png_read_update_info(png, info);
  /* Opaque pictures stay three channels: no filler byte is written for every pixel. */
  int channels = png_get_channels(png, info);
  /* The largest size inside the box with the picture's shape; never larger than the picture. */
  double scale = fmin((double)box_width / width, (double)box_height / height);
  if (scale > 1) scale = 1;
  int tw = (int)(width * scale + 0.5), th = (int)(height * scale + 0.5);
  if (tw < 1) tw = 1;
  if (th < 1) th = 1;
  row = malloc(png_get_rowbytes(png, info));
  sums = calloc((size_t)tw * 5, sizeof(uint64_t));
  pixels = malloc((size_t)tw * (size_t)th * 4);
  /* starts[tx] is the first source column of target column tx; the last entry is the width. */
  columns = malloc(sizeof(uint32_t) * (size_t)(tw + 1));
  if (!row || !sums || !pixels || !columns) png_error(png, "out of memory");
  for (int tx = 0; tx <= tw; tx++) columns[tx] = (uint32_t)(((uint64_t)tx * width + tw - 1) / tw);
  int current = 0;
  for (png_uint_32 y = 0; y < height; y++) {
    png_read_row(png, row, NULL);
    int ty = (int)((uint64_t)y * (uint64_t)th / height);
    if (ty != current) {
      flush_sums(sums, tw, pixels + (size_t)current * tw * 4);
      memset(sums, 0, (size_t)tw * 5 * sizeof(uint64_t));
      current = ty;
    }
    /* Each target column's run of source pixels is summed in registers, then added once. */
    for (int tx = 0; tx < tw; tx++) {
      uint32_t x0 = columns[tx], x1 = columns[tx + 1];
      const uint8_t *p = row + (size_t)x0 * channels;
      uint64_t r = 0, g = 0, b = 0, a = 0;
      if (channels == 4) {
        for (uint32_t x = x0; x < x1; x++, p += 4) {
          uint64_t alpha = p[3];
          r += p[0] * alpha;
          g += p[1] * alpha;
          b += p[2] * alpha;
          a += alpha;
        }
      } else {
        for (uint32_t x = x0; x < x1; x++, p += 3) {
          r += p[0];
          g += p[1];
          b += p[2];
        }
        r *= 255;
        g *= 255;
        b *= 255;
        a = 255 * (x1 - x0);
      }
      uint64_t *s = sums + tx * 5;
      s[0] += r;
      s[1] += g;
      s[2] += b;
      s[3] += a;
      s[4] += x1 - x0;
    }
  }
  flush_sums(sums, tw, pixels + (size_t)current * tw * 4);
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(row);
  free(columns);
  free(sums);
  out->pixels = pixels;
  out->width = tw;
  out->height = th;
  return 1;
}

int codec_check_png(const uint8_t *data, size_t size, codec_image *out) {
  memset(out, 0, sizeof *out);
  struct memory_reader reader = {data, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, out->error, png_fail, png_warn);
  if (!png) {
    set_error(out, "out of memory");
    return 0;
  }
  png_infop info = png_create_info_struct(png);
  uint8_t *volatile row = NULL;
  if (!info || setjmp(png_jmpbuf(png))) {
    if (!out->error[0]) set_error(out, "the PNG data is damaged");
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
  }
  png_uint_32 width, height;
  read_small_header(png, info, &reader, out, &width, &height);
  row = malloc(png_get_rowbytes(png, info));
  if (!row) png_error(png, "out of memory");
  for (png_uint_32 y = 0; y < height; y++) png_read_row(png, row, NULL);
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(row);
  return 1;
}
