// Does FoundationNetworking apply `timeoutIntervalForResource`? A 3 s request (idle) timeout and a 4 s resource
// timeout against drip_server.py: the transfer should fail after 4 s; it prints whether it ended within 15 s.
import Foundation
import FoundationNetworking

let configuration = URLSessionConfiguration.ephemeral
configuration.timeoutIntervalForRequest = 3
configuration.timeoutIntervalForResource = 4
let session = URLSession(configuration: configuration)
let start = Date()
let done = DispatchSemaphore(value: 0)
session.dataTask(with: URL(string: "http://127.0.0.1:18089/")!) { data, _, error in
  print("ended after", Date().timeIntervalSince(start), "s:", error.map { "\($0)" } ?? "ok", data?.count ?? -1, "bytes")
  done.signal()
}.resume()
if done.wait(timeout: .now() + 15) == .timedOut { print("not ended after 15 s") }
