import ScreenStateSwiftUI
import SwiftUI

struct PostsScreen: View {
  @State private var model = PostsModel(api: .shared)

  var body: some View {
    LoadableView(model.screen) { posts in
      List(posts) { PostRow(post: $0) }
    }
    .task { await model.screen.load() }
    .refreshable { await model.screen.send(.refresh) }
  }
}

// The SwiftUI examples of the ScreenState catalog, which Linux cannot compile: GettingStarted.md's above, then
// DerivedViewState.md's. Scripts/typecheck-adapters.sh type-checks this file against the SwiftUI shim (and, on a Mac,
// against the SDK), with Support/PostsAPI.swift and GettingStarted.swift.

/// One post of the list.
struct PostRow: View {
  let post: Post

  var body: some View {
    Text(post.title)
  }
}

// MARK: - DerivedViewState.md: the view switches over the state the article derives

/// The article's derived state, with SwiftUI's colours.
enum ColorDisplay {
  case both(Color, Color)
  case mixed(Color, Color)
  case single(Color, title: String)
  case empty
}

@MainActor final class ColorsModel {
  var display = ColorDisplay.empty
}

/// A colour and its title.
struct Swatch: View {
  init(_ color: Color, _ title: String) {}
  init(mixing first: Color, _ second: Color, _ title: String) {}

  var body: some View {
    Text("")
  }
}

struct ColorsView: View {
  let model: ColorsModel

  var body: some View {
    switch model.display {
    case .both(let first, let second):
      VStack {
        Swatch(first, "Color 1")
        Swatch(second, "Color 2")
      }
    case .mixed(let first, let second): Swatch(mixing: first, second, "Mix")
    case .single(let color, let title): Swatch(color, title)
    case .empty: Text("Please select your colors")
    }
  }
}
