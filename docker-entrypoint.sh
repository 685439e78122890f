#!/bin/sh
# The image's entrypoint. Started as root (Docker's default; a Fly volume is mounted owned by root), it gives the data
# folder to the app's user and then runs the server as that user for good. Started as another user already
# (`docker run --user …`), it runs the command as it is.
set -eu
APP_USER="${APP_USER:-node}"
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$DATA_DIR"
  # Only what is not the user's yet: a large uploads folder is not walked again at every start.
  find "$DATA_DIR" ! -user "$APP_USER" -exec chown "$(id -u "$APP_USER"):$(id -g "$APP_USER")" {} +
  exec setpriv --reuid="$(id -u "$APP_USER")" --regid="$(id -g "$APP_USER")" --clear-groups --inh-caps=-all "$@"
fi
exec "$@"
