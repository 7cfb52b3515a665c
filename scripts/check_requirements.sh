#!/usr/bin/env bash
# What `make check` needs beyond Python, checked before anything is installed: each missing piece is named with the
# one command that installs it on Debian or Ubuntu. (`make demo` needs none of them.)
set -u
missing=()
python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || missing+=("python3>=3.11")
command -v node >/dev/null || missing+=("nodejs")
command -v npm >/dev/null || missing+=("npm")
[ -x /usr/bin/chromium ] || missing+=("chromium")
if [ -n "${DEPUTY_TEST_POSTGRES_URL:-}" ]; then  # the multi-pod tests put nginx in front of Postgres-backed pods
    command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=("nginx")
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "make check needs: ${missing[*]}" >&2
    echo "install them with: apt-get install -y ${missing[*]/python3>=3.11/python3}" >&2
    exit 1
fi
