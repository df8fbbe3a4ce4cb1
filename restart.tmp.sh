pkill -f "node dist/server.js"; npm run build >/dev/null 2>&1 || { echo BUILD FAILED; exit 1; }
(PORT=3399 SANDBOX_PORT=4399 SANDBOX_DB=':memory:' PSEUDO_LOCALE=1 SESSION_SECRET=abcdefghijklmnopqrstuvwxyz0123456789abcd nohup node dist/server.js > /tmp/server.log 2>&1 &)
sleep 4
