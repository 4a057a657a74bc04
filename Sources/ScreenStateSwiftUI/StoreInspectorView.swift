#if canImport(SwiftUI) && StoreInspectorView
  import ScreenState
  import SwiftUI

  /// A store inspector for the builds you choose: every key of a `ResourceStore` (and the mutations watched)
  /// with its state, age, freshness, subscribers, bytes saved and eviction, its latest request with each attempt and
  /// the wait after it, and its latest events; the same `InspectorSnapshot` the terminal inspector
  /// draws, in the same words (`InspectorFormat`).
  ///
  /// It exists only when your app asks for it, with the package's `StoreInspectorView` trait (off by default), in
  /// every configuration alike, so that your own condition decides where it shows (`DEBUG`, a Staging
  /// configuration's flag):
  ///
  /// ```swift
  /// .package(url: "https://github.com/…/ScreenState", from: "…", traits: ["StoreInspectorView"])
  /// ```
  ///
  /// ```swift
  /// #if DEBUG || STAGING
  /// .sheet(isPresented: $showsInspector) { StoreInspectorView(app.inspector) }
  /// #endif
  /// ```
  ///
  /// It redraws on each event the inspector hears, on each change of a key's state (both are observed), and every
  /// second, so that ages and the time until each eviction count on between events (measured on the store's
  /// clock).
  public struct StoreInspectorView: View {
    private let inspector: StoreInspector

    /// Draws what `inspector` describes.
    public init(_ inspector: StoreInspector) {
      self.inspector = inspector
    }

    /// A section per key or mutation: its state and facts, its latest request and attempts, its latest events; drawn
    /// again every second.
    public var body: some View {
      TimelineView(.periodic(from: .now, by: 1)) { _ in
        sections(inspector.snapshot())
      }
    }

    private func sections(_ snapshot: InspectorSnapshot) -> some View {
      List {
        Section {
          Text(Self.summary(of: snapshot))
            .font(.footnote)
        } header: {
          Text("Store")
        }
        ForEach(snapshot.sections, id: \.subject) { section in
          Section {
            Text(InspectorFormat.status(of: section))
            if let facts = Self.facts(of: section) {
              Text(facts)
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
            if let request = section.latestRequest {
              Text(InspectorFormat.request(request))
                .font(.footnote)
              ForEach(request.attempts, id: \.number) { attempt in
                Text(InspectorFormat.attempt(attempt))
                  .font(.footnote)
                  .foregroundStyle(.secondary)
              }
            }
            ForEach(section.timeline.indices, id: \.self) { index in
              Text(InspectorFormat.timelineLine(section.timeline[index]))
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
          } header: {
            Text(section.name)
          }
        }
      }
    }

    /// `3 keys · 1 mutation · 41 events · 00:42.1`.
    static func summary(of snapshot: InspectorSnapshot) -> String {
      let keys = snapshot.sections.count { !$0.isMutation && $0.info != nil }
      let mutations = snapshot.sections.count { $0.isMutation }
      return "\(keys) keys · \(mutations) mutations · \(snapshot.eventCount) events · "
        + InspectorFormat.time(snapshot.time)
    }

    /// `age 3.0 s · fresh · 1 subscriber · saved 2.1 KB · evicted in 4m 58s`, for a key the store keeps.
    static func facts(of section: InspectorSnapshot.Section) -> String? {
      guard let info = section.info else { return nil }
      var facts = [
        info.age.map { "age \(InspectorFormat.duration($0))" } ?? "never fetched",
        InspectorFormat.staleness(of: info),
        "\(info.subscribers) subscriber\(info.subscribers == 1 ? "" : "s")",
      ]
      if let bytes = section.bytesSaved { facts.append("saved \(InspectorFormat.bytes(bytes))") }
      if let evictedIn = info.evictedIn { facts.append("evicted in \(InspectorFormat.duration(evictedIn))") }
      return facts.joined(separator: " · ")
    }
  }
#endif
