// Lets Swift concurrency run under valgrind 3.19: its rt_sigsuspend wrapper writes into the signal mask it is
// given, and libdispatch's dispatch_main (run by every async `main`) passes a mask in read-only memory, which
// crashes valgrind ("VALGRIND INTERNAL ERROR: signal 11") as soon as the program awaits. Pass a writable copy.
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
  sigset_t copy = *mask;
  return syscall(SYS_rt_sigsuspend, &copy, 8);
}
