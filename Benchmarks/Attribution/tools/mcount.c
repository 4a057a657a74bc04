// LD_PRELOAD malloc counter: prints, at exit, how many times the malloc family was called.
// malloc, realloc, posix_memalign and aligned_alloc are exact and repeat; calloc comes mostly from
// libdispatch's continuation cache, which refills from the heap depending on thread timing.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

static atomic_long mallocs, callocs, reallocs, aligned, frees;
static void *(*real_malloc)(size_t);
static void *(*real_calloc)(size_t, size_t);
static void *(*real_realloc)(void *, size_t);
static int (*real_posix_memalign)(void **, size_t, size_t);
static void *(*real_aligned_alloc)(size_t, size_t);
static void (*real_free)(void *);
// dlsym itself calls calloc before real_calloc is known.
static char bootstrap[65536];
static size_t bootstrapUsed;

static void resolve(void) {
  real_malloc = dlsym(RTLD_NEXT, "malloc");
  real_calloc = dlsym(RTLD_NEXT, "calloc");
  real_realloc = dlsym(RTLD_NEXT, "realloc");
  real_posix_memalign = dlsym(RTLD_NEXT, "posix_memalign");
  real_aligned_alloc = dlsym(RTLD_NEXT, "aligned_alloc");
  real_free = dlsym(RTLD_NEXT, "free");
}

void *malloc(size_t size) {
  if (!real_malloc) resolve();
  mallocs++;
  return real_malloc(size);
}

void *calloc(size_t count, size_t size) {
  if (!real_calloc) {
    void *pointer = bootstrap + bootstrapUsed;
    bootstrapUsed += (count * size + 15) & ~(size_t)15;
    return pointer;
  }
  callocs++;
  return real_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (!real_realloc) resolve();
  reallocs++;
  return real_realloc(pointer, size);
}

int posix_memalign(void **pointer, size_t alignment, size_t size) {
  if (!real_posix_memalign) resolve();
  aligned++;
  return real_posix_memalign(pointer, alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  if (!real_aligned_alloc) resolve();
  aligned++;
  return real_aligned_alloc(alignment, size);
}

void free(void *pointer) {
  if ((char *)pointer >= bootstrap && (char *)pointer < bootstrap + sizeof bootstrap) return;
  if (!real_free) resolve();
  if (pointer) frees++;
  real_free(pointer);
}

__attribute__((destructor)) static void report(void) {
  char line[256];
  int length = snprintf(line, sizeof line, "mcount malloc=%ld calloc=%ld realloc=%ld aligned=%ld free=%ld\n",
    (long)mallocs, (long)callocs, (long)reallocs, (long)aligned, (long)frees);
  write(2, line, length);
}
