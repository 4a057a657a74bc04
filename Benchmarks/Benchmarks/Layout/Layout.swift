// Item 5: the memory layout of a `Loadable` against the separate properties it replaces, in bytes, recorded
// as custom metrics (the same value in every sample).

import Benchmark
import BenchmarkSupport
import ScreenState

/// The four-property view model without its display type: the separate flags a screen would hold.
struct PostsFlags {
  var isLoading: Bool
  var posts: [Post]
  var error: (any Error)?
}

/// The hand-written view model's four properties in full.
struct PostsFlagsWithDisplayType {
  var isLoading: Bool
  var posts: [Post]
  var error: (any Error)?
  var errorDisplayType: ErrorDisplayType?
}

struct PostFlags {
  var isLoading: Bool
  var post: Post?
  var error: (any Error)?
}

struct TypedPostsFlags {
  var isLoading: Bool
  var posts: [Post]
  var error: APIError?
}

struct IntFlags {
  var isLoading: Bool
  var value: Int?
}

enum Metric {
  static let size = BenchmarkMetric.custom("MemoryLayout.size (bytes)", useScalingFactor: false)
  static let stride = BenchmarkMetric.custom("MemoryLayout.stride (bytes)", useScalingFactor: false)
}

func layout<T>(_ name: String, _ type: T.Type) {
  Benchmark(
    "Layout: \(name)",
    configuration: .init(metrics: [Metric.size, Metric.stride], warmupIterations: 0, maxIterations: 1)
  ) { benchmark in
    benchmark.measurement(Metric.size, MemoryLayout<T>.size)
    benchmark.measurement(Metric.stride, MemoryLayout<T>.stride)
  }
}

let benchmarks: @Sendable () -> Void = {
  layout("Loadable<[Post], any Error>", Loadable<[Post], any Error>.self)
  layout("{isLoading, posts: [Post], error: (any Error)?}", PostsFlags.self)
  layout("{isLoading, posts, error, errorDisplayType} (four-property view model)", PostsFlagsWithDisplayType.self)
  layout("Loadable<[Post], APIError>", Loadable<[Post], APIError>.self)
  layout("{isLoading, posts: [Post], error: APIError?}", TypedPostsFlags.self)
  layout("Loadable<Post, any Error>", Loadable<Post, any Error>.self)
  layout("{isLoading, post: Post?, error: (any Error)?}", PostFlags.self)
  layout("Loadable<Int, Never>", Loadable<Int, Never>.self)
  layout("{isLoading, value: Int?}", IntFlags.self)
}
