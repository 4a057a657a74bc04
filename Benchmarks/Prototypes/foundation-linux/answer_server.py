# A loopback HTTP server that answers every GET at once with a small JSON body, for cancel_race.swift.
import http.server
import socketserver


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        body = b'[{"id":1}]' * 50
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        pass  # a client that cancels breaks the pipe: expected here


Server(("127.0.0.1", 18090), Handler).serve_forever()
