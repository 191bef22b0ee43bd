// glibc's heap statistics, which Swift's Glibc module does not export (<malloc.h>).
#pragma once
#include <stddef.h>

#if defined(__linux__)
#include <malloc.h>

/// Bytes in use on the heap: glibc's mallinfo2().uordblks (chunk sizes, headers included).
static inline size_t cheap_heap_in_use(void) { return mallinfo2().uordblks; }

/// The usable size of a heap block.
static inline size_t cheap_usable_size(void *pointer) { return malloc_usable_size(pointer); }
#else
static inline size_t cheap_heap_in_use(void) { return 0; }
static inline size_t cheap_usable_size(void *pointer) { (void)pointer; return 0; }
#endif
