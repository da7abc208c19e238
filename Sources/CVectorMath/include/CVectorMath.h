// Eight-lane single-precision arithmetic as clang vector operations, for Raster's kernels.
//
// Swift's standard library implements `+`, `-`, `*` and `/` of `SIMD8<Float>` as loops over
// the lanes (only comparisons and `init(repeating:)` are vector builtins), and leaves LLVM's
// SLP vectorizer to put the lanes back together; in long formulas it puts some lanes together
// with other variables' instead (docs/PERFORMANCE.md, "Code generation traps"). A clang
// `ext_vector_type(8)` float is imported as `SIMD8<Float>`, and each function below is one
// IEEE operation on all eight lanes: the same bits as the lane loop, never fused or
// reassociated (one operation per function, and the module is built with -ffp-contract=off).
// And one thing Swift has no word for: a prefetch (`cvm_prefetch`).
#ifndef CVECTORMATH_H
#define CVECTORMATH_H

typedef float cvm_float8 __attribute__((ext_vector_type(8)));

static inline __attribute__((always_inline)) cvm_float8 cvm_add(cvm_float8 a, cvm_float8 b) { return a + b; }
static inline __attribute__((always_inline)) cvm_float8 cvm_subtract(cvm_float8 a, cvm_float8 b) { return a - b; }
static inline __attribute__((always_inline)) cvm_float8 cvm_multiply(cvm_float8 a, cvm_float8 b) { return a * b; }
static inline __attribute__((always_inline)) cvm_float8 cvm_divide(cvm_float8 a, cvm_float8 b) { return a / b; }

// Asks for the cache line holding `p` to be read into the caches ahead of its use (the door's
// and the rotation's next rows, docs/perf-log/issue-37-nineteenth-pass.md): it changes no
// value, and an address outside the program's memory does not fault.
static inline __attribute__((always_inline)) void cvm_prefetch(const void *p) { __builtin_prefetch(p, 0, 3); }

#endif
