/// The raw bodies the backend sends when it fails, written to look like real leaks (stack traces, proxy pages,
/// credentials) so that tests can prove a client never puts them on screen.
public enum HostileBody {
  /// The HTML page with a stack trace that a 500 on `/posts` carries.
  public static let serverError = """
    <!DOCTYPE html>
    <html><head><title>500 Internal Server Error</title></head>
    <body><h1>Internal Server Error</h1>
    <pre>Traceback (most recent call last):
      File "/srv/api/app/views/posts.py", line 42, in list_posts
        rows = db.execute("SELECT * FROM posts WHERE tenant_id = %s" % tenant)
      File "/srv/api/lib/db.py", line 118, in execute
        raise OperationalError(message)
    OperationalError: FATAL: password authentication failed for user "api_admin"
      DATABASE_URL=postgres://api_admin:hunter2@db.internal.example:5432/prod
    </pre></body></html>
    """

  /// The proxy page that a 503 on `/posts` carries during maintenance.
  public static let maintenance = """
    <html>
    <head><title>503 Service Temporarily Unavailable</title></head>
    <body>
    <center><h1>503 Service Temporarily Unavailable</h1></center>
    <hr><center>nginx/1.18.0 (upstream: api-blue-7f9c4d)</center>
    </body>
    </html>
    """

  /// The plain-text proxy error that a failed flaky request carries.
  public static let flakyFailure =
    "upstream connect error or disconnect/reset before headers. reset reason: connection termination (pod api-7f9c4d-x2kqz)"

  /// Strings that appear in the bodies above and in no honest message; a screen that shows any of them leaks a raw body.
  public static let telltales = ["Traceback", "hunter2", "nginx", "upstream connect error", "<html", "<!DOCTYPE"]
}
