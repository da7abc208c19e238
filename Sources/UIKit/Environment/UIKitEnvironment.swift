import Foundation

/// UIKit's state for one simulated device: the screen, the windows, the open animation blocks,
/// touch delivery, presentations, all in typed properties.
///
/// Unlike UIKit, whose state is process-wide, each environment is separate, so two simulators
/// (or two tests) never share anything. Code that uses UIKit runs inside `run(_:)`, which makes
/// this environment and its layer context current; reading `current` with none bound is a
/// programming error and stops with a message saying so.
public final class UIKitEnvironment {
    /// The screen the app runs on.
    public var screen: UIScreen
    /// The windows, back to front.
    @_spi(TransitionLab) public internal(set) var windows: [UIWindow] = []
    /// The key window (the one receiving events).
    @_spi(TransitionLab) public internal(set) weak var keyWindow: UIWindow?
    /// The clock and Core Animation state of this environment's layers.
    @_spi(TransitionLab) public let layerContext: LayerContext

    /// Open `UIView.animate` blocks and the animations they made.
    let animations = UIViewAnimationState()
    /// The fingers down and the views they were delivered to.
    let touchDelivery = TouchDelivery()
    /// Which gesture recognizers saw which touches, and who wins.
    let gestureArena = GestureArena<UIGestureRecognizer>()
    /// Running and deferred presentations, and the presentation controllers on screen.
    let presentations = PresentationRegistry()
    /// The stack of `UIGraphicsPushContext` contexts.
    let graphicsContexts = GraphicsContextStack()
    /// The images views drew with `draw(_:)`, kept alive while shown.
    let drawnContents = DrawnContentsRegistry()
    /// Auto Layout's shared state (see `AutoLayoutRegistry`).
    let autoLayoutStorage = AutoLayoutRegistry()
    /// Counts of transition misuse, for diagnostics and tests.
    let navigationDiagnostics = NavigationDiagnostics.Counts()
    /// Images registered with `UIImage.register(_:named:)`, by name.
    var registeredImages: [String: UIImage] = [:]
    /// Colors registered with `UIColor.register(_:named:)`, by name.
    var registeredColors: [String: UIColor] = [:]
    /// The resource bundles `UIImage(named:)` searches after `Bundle.main`.
    var resourceBundles: [Bundle] = []
    /// The orientation state, made on first use from the screen's size.
    var orientationStorage: ScreenOrientationState?
    /// Transitions begun and not yet ended, oldest first (read by `transitionProgress`).
    var runningTransitionContexts: [OneToOneTransitionContext] = []
    /// The app object `UIApplication.shared` returns, made on first use.
    lazy var application = UIApplication()
    /// The app delegate made at launch, kept here since `UIApplication.delegate` is weak.
    var applicationDelegateStorage: UIApplicationDelegate?
    /// The scene manifest the app was launched with; nil when the app does not use scenes
    /// (see `UIKitEnvironment+AppLifecycle.swift`).
    var sceneManifest: ApplicationSceneManifest?
    /// The simulated device (`UIDevice.current`).
    lazy var device = UIDevice()
    /// The one window scene, made on first use.
    lazy var windowScene = UIWindowScene()
    /// The warnings already given once (`UIKitLog.warnOnce`).
    var reportedWarnings: Set<String> = []
    /// The observers told when a view-controller transition begins or ends
    /// (`addTransitionActivityObserver(_:)`).
    var transitionActivityObservers = ObserverList<TransitionActivity>()
    /// Whether `checkInvariants()` runs by itself on the frame after each transition ends,
    /// logging what it finds (see `loggedInvariantViolations`). On in debug builds, off in
    /// release builds; the test helpers turn it on, since tests build for release.
    ///
    /// Unlike UIKit, which has no such check, this is TransitionLab's own (see
    /// docs/ARCHITECTURE.md, "Invariants").
    @_spi(TransitionLab) public var checksInvariantsAfterTransitions = UIKitEnvironment.checksInvariantsByDefault
    /// Every violation the automatic check found, oldest first (see
    /// `checksInvariantsAfterTransitions`).
    @_spi(TransitionLab) public internal(set) var loggedInvariantViolations: [InvariantViolation] = []
    /// The one-frame display link of a pending automatic check.
    var pendingInvariantCheck: CADisplayLink?

    /// Creates an environment for a screen, with its own layer context (a clock at 0) unless
    /// one is given.
    public init(screen: UIScreen, layerContext: LayerContext = LayerContext()) {
        self.screen = screen
        self.layerContext = layerContext
        layerContext.displayScale = screen.scale
    }

    /// Runs `body` with this environment and its layer context current; UIKit calls must happen
    /// inside.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try UIKitEnvironment.$bound.withValue(self) {
            try layerContext.run(body)
        }
    }

    @TaskLocal static var bound: UIKitEnvironment?

    /// Whether an environment is current (inside some `run(_:)`).
    public static var isBound: Bool { bound != nil }

    /// The environment bound by the innermost `run(_:)`.
    ///
    /// Reading it outside any `run(_:)` stops the program: UIKit was used with no device, and a
    /// silent default screen would hide the mistake.
    public static var current: UIKitEnvironment {
        guard let environment = bound else {
            fatalError("UIKit was used outside any UIKitEnvironment: run UIKit code inside Device.run { } "
                       + "or UIKitEnvironment.run { } (see docs/ARCHITECTURE.md, \"State\")")
        }
        return environment
    }
}
