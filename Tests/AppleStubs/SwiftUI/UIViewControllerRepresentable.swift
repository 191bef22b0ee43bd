// A UIKit view controller in a SwiftUI view hierarchy.
//
// Unless its comment cites an iOS 26.0 interface, a declaration here is unverified for Xcode
// 26.0: the pages cited show a later SDK, and it was not reached in the iOS 26.0 SwiftUI or
// SwiftUICore.swiftinterface (see README.md).

import UIKit

// unverified: no page read for the protocol itself; declared as the SDK's interface does
// (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable).
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  associatedtype UIViewControllerType: UIViewController

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
  public var body: Never { fatalError("stub") }
}

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {}

// iOS 26.0 SwiftUI.swiftinterface: `extension SwiftUI.UIViewControllerRepresentableContext :
// Swift.Sendable {}`
extension UIViewControllerRepresentableContext: Sendable {}
