# A loopback HTTP server that announces a 100,000-byte body and sends it one byte every 0.2 s, for
# resource_timeout.swift: the request's idle timeout never fires.
import socket
import threading
import time

listener = socket.socket()
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", 18089))
listener.listen(16)


def serve(connection):
    try:
        connection.recv(4096)
        connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n")
        while True:
            connection.sendall(b"x")
            time.sleep(0.2)
    except OSError:
        pass


while True:
    client, _ = listener.accept()
    threading.Thread(target=serve, args=(client,), daemon=True).start()
