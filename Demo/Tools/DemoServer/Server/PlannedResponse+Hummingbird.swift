import HTTPTypes
import Hummingbird

extension PlannedResponse {
  /// The Hummingbird response that sends this plan as it is; the delay is left to the caller.
  var hummingbirdResponse: Response {
    var fields = HTTPFields()
    // Sorted so that the header order on the wire is the same on every run.
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      if let fieldName = HTTPField.Name(name) {
        fields[fieldName] = value
      }
    }
    return Response(
      status: HTTPResponse.Status(code: status),
      headers: fields,
      body: ResponseBody(byteBuffer: ByteBuffer(string: body))
    )
  }
}
