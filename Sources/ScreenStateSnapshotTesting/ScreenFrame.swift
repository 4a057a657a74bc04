import ScreenState

/// What one snapshot draws: a screen's projection, and the footer below a paginated list.
struct ScreenFrame<Value> {
  let projection: ScreenProjection<Value>
  let footer: PageFooter?
}

extension ScreenFrame: Sendable where Value: Sendable {}
