// The functions are in include/cheap.h.
