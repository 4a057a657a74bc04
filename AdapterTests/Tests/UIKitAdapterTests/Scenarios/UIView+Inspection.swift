import UIKit

extension UIView {
  /// The texts of the visible labels and button titles under this view, in order: what a person sees.
  var visibleTexts: [String] {
    guard !isHidden else { return [] }
    var texts: [String] = []
    if let label = self as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
    if let button = self as? UIButton, let title = button.configuration?.title { texts.append(title) }
    let children = (self as? UIStackView)?.arrangedSubviews ?? subviews
    return texts + children.flatMap(\.visibleTexts)
  }

  /// The visible button titled `title` under this view, if any.
  func visibleButton(titled title: String) -> UIButton? {
    guard !isHidden else { return nil }
    if let button = self as? UIButton, button.configuration?.title == title { return button }
    let children = (self as? UIStackView)?.arrangedSubviews ?? subviews
    return children.lazy.compactMap { $0.visibleButton(titled: title) }.first
  }

  /// Whether this view is drawn within `ancestor`: neither it nor a view between them is hidden.
  func isDrawn(in ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current.isHidden { return false }
      if current === ancestor { return true }
      view = current.superview
    }
    return false
  }

  /// Every view under this one, depth first, this one included.
  var allSubviews: [UIView] {
    [self] + subviews.flatMap(\.allSubviews)
  }
}
