/*
 * A shim that lets JDK 25's -XX:+PrintAssembly use Debian's libhsdis0-fcml, which exports only the old
 * decode_instructions entry point (JDK 25 looks for decode_instructions_virtual). Build and use:
 *   gcc -shared -fPIC -O2 -o hsdis-amd64.so hsdis-shim.c -ldl
 *   LD_LIBRARY_PATH=<its folder> java -XX:+UnlockDiagnosticVMOptions \
 *     -XX:CompileCommand=print,privbench.linalg.WideVectorRowKernel::axpy4ThenDot4 ...
 * A measurement aid only: nothing in the build uses it.
 */
#include <stdint.h>
#include <stddef.h>
#include <dlfcn.h>
typedef void* (*event_cb)(void*, const char*, void*);
typedef int (*printf_cb)(void*, const char*, ...);
typedef void* (*old_fn)(void*, void*, event_cb, void*, printf_cb, void*, const char*);
void* decode_instructions_virtual(uintptr_t start_va, uintptr_t end_va, unsigned char* buffer, uintptr_t length,
    event_cb ev, void* evs, printf_cb pr, void* prs, const char* options, int newline) {
  static old_fn f = NULL;
  if (!f) { void* h = dlopen("/usr/lib/x86_64-linux-gnu/libhsdis.so.0", RTLD_NOW); if (h) f = (old_fn) dlsym(h, "decode_instructions"); }
  if (!f) return NULL;
  return f(buffer, buffer + length, ev, evs, pr, prs, options);
}
