/* The bls381 program's argument handling (tools/cli/): the input is a
 * NUL-separated argument list given to cli_run: options (--json, --threads,
 * --setup), command lookup, argument counts, inline hex, messages (0x, @,
 * text), indices, and file arguments, every command included (the KZG ones,
 * verify-cells, the signature commands). It runs in a temporary folder
 * holding two files, "ikm" (40 bytes) and "sk" (a secret key as hex),
 * written again before each run, with standard input at /dev/null; it may
 * not name anything outside the folder (no '/'), create more than 4
 * threads, or run the demo (slow); every file a command writes is removed
 * afterwards. Whatever the arguments, the program must exit with 0, 1 or 2
 * (3, an internal failure, must not happen here), without a crash or a
 * leak. The program's own output is closed by tests/fuzz/run.sh
 * (-close_fd_mask=3). */
#define _DEFAULT_SOURCE
#include "fuzz.h"
#include "tools/cli/cli.h"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

static char dir[] = "/tmp/bls381-fuzz-cli-XXXXXX";

static void clean(void);
static void remove_dir(void)
{
    clean();
    if (chdir("/") == 0) rmdir(dir);
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc; (void)argv;
    if (!mkdtemp(dir) || chdir(dir) != 0) abort();
    int null = open("/dev/null", O_RDONLY);
    if (null < 0 || dup2(null, 0) < 0) abort(); /* "-" reads nothing */
    close(null);
    atexit(remove_dir);
    return 0;
}

static void clean(void)
{
    DIR *d = opendir(".");
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            if (unlink(e->d_name) != 0) { /* a folder (cells OUTDIR): its files, then it */
                DIR *sub = opendir(e->d_name);
                struct dirent *f;
                char path[600];
                while (sub && (f = readdir(sub)) != NULL) {
                    snprintf(path, sizeof path, "%s/%s", e->d_name, f->d_name);
                    unlink(path);
                }
                if (sub) closedir(sub);
                rmdir(e->d_name);
            }
        }
    closedir(d);
}

static void put(const char *name, const void *p, size_t n)
{
    FILE *f = fopen(name, "wb");
    FUZZ_ASSERT(f && fwrite(p, 1, n, f) == n && fclose(f) == 0);
}

/* the files a run may read (a previous run may have overwritten them) */
static void fixtures(void)
{
    static const char sk[] = "0x47b8192d77bf871b62e87859d653922725724a5c031afeabc60bcef5ff665138\n";
    put("ikm", "0123456789abcdefghijklmnopqrstuvwxyzABCD", 40);
    put("sk", sk, sizeof sk - 1);
}

FUZZ_TARGET
{
    if (size > 4096 || memchr(data, '/', size)) return 0;
    char *buf = malloc(size + 1);
    FUZZ_ASSERT(buf);
    if (size) memcpy(buf, data, size);
    buf[size] = 0;
    char *argv[66];
    int argc = 0;
    argv[argc++] = (char *)"bls381";
    for (char *p = buf; p < buf + size && argc < 65; p += strlen(p) + 1) argv[argc++] = p;
    argv[argc] = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "demo")) goto out;
        if (!strcmp(argv[i], "--threads") && i + 1 < argc && strtol(argv[i + 1], NULL, 10) > 4) goto out;
    }
    fixtures();
    int rc = cli_run(argc, argv);
    FUZZ_ASSERT(rc >= 0 && rc <= 2);
    clean();
out:
    free(buf);
    return 0;
}
