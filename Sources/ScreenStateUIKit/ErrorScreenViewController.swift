#if canImport(UIKit) && !os(watchOS)  // watchOS has a UIKit without views.
  import ScreenState
  import UIKit

  /// A view controller for the universal error screen, driven by any `ErrorScreenModel`:
  /// it redraws whenever the model's configuration changes and sends the buttons' actions to the model.
  ///
  /// ```swift
  /// let model = AppUpdateErrorScreenModel(status: .required, storeURL: storeURL, openURL: open, onDismiss: {})
  /// present(ErrorScreenViewController(model: model), animated: true)
  /// ```
  public final class ErrorScreenViewController: UIViewController {
    /// The model that supplies the configuration and handles the taps.
    public let model: any ErrorScreenModel
    private let errorView: ErrorScreenView
    private var observation: RenderObservation?

    /// Creates the controller for `model`; `texts` are the words the screen adds of its own.
    public init(model: any ErrorScreenModel, texts: ScreenTexts = .standard) {
      self.model = model
      errorView = ErrorScreenView(texts: texts)
      super.init(nibName: nil, bundle: nil)
    }

    /// Not supported: the controller is built in code.
    public required init?(coder: NSCoder) {
      fatalError("ErrorScreenViewController is built in code")
    }

    /// Uses the error screen as the root view.
    public override func loadView() {
      view = errorView
    }

    /// Sends the buttons' actions to the model and starts drawing its configuration.
    public override func viewDidLoad() {
      super.viewDidLoad()
      let model = model
      let errorView = errorView
      errorView.send = { await model.send($0) }
      observation = RenderObservation { errorView.show(model.configuration) }
    }
  }
#endif
