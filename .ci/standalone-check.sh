#!/usr/bin/env bash
# The repository stands alone: users have nothing beside it. Fail if any tracked file
# points at the reference folder that sits beside the developers' checkouts.
set -euo pipefail
cd "$(dirname "$0")/.."
needle='\.\./'"shared"'\b'
hits=$(git ls-files -z | xargs -0 grep -nIE "$needle" -- 2>/dev/null || true)
if [ -n "$hits" ]; then
  echo "These tracked files refer to a folder outside the repository:" >&2
  echo "$hits" >&2
  exit 1
fi
echo "standalone: no tracked file refers outside the repository"
