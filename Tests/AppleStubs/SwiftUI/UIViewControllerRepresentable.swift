// A UIKit view controller in a SwiftUI view hierarchy.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

import UIKit

// iOS 26.0 SwiftUI.swiftinterface: `@preconcurrency @_Concurrency.MainActor public protocol
// UIViewControllerRepresentable : SwiftUICore.View where Self.Body == Swift.Never {` (its
// `dismantleUIViewController`, `Coordinator`, `makeCoordinator()` and `sizeThatFits`
// requirements, with defaults, are not used here, and left out)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController

  // iOS 26.0 SwiftUI.swiftinterface: `associatedtype UIViewControllerType :
  // UIKit.UIViewController` (above) and `@_Concurrency.MainActor @preconcurrency func
  // makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType

  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency func
  // updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)`
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)

  // iOS 26.0 SwiftUI.swiftinterface: `typealias Context =
  // SwiftUI.UIViewControllerRepresentableContext<Self>`
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
  // iOS 26.0 SwiftUI.swiftinterface: `@_Concurrency.MainActor @preconcurrency public var body:
  // Swift.Never { get }`, in an extension of UIViewControllerRepresentable
  public var body: Never { fatalError("stub") }
}

// iOS 26.0 SwiftUI.swiftinterface: `@preconcurrency @_Concurrency.MainActor public struct
// UIViewControllerRepresentableContext<Representable> where Representable :
// SwiftUI.UIViewControllerRepresentable {` (its members are not used here)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {}

// iOS 26.0 SwiftUI.swiftinterface: `extension SwiftUI.UIViewControllerRepresentableContext :
// Swift.Sendable {}`
extension UIViewControllerRepresentableContext: Sendable {}
