import StateKitSCXML

#if canImport(CJavaScriptCore) || canImport(JavaScriptCore)
  /// The ECMAScript data model of SCXML (appendix B.2 of the specification), on JavaScriptCore.
  ///
  /// Pass it when converting a document with `datamodel="ecmascript"`; every session of the
  /// definition then gets its own JavaScript context, with the document's `<data>` as global
  /// variables, `_event`, `_sessionid`, `_name` and `_ioprocessors` as read-only globals, and
  /// `In(id)`.
  ///
  /// ```swift
  /// import StateKitSCXML
  /// import StateKitSCXMLECMAScript
  ///
  /// let document = try SCXMLDocument(string: text, options: .init(allowsExpressions: true))
  /// let machine = SCXMLMachine(try document.definition(dataModel: ECMAScriptDataModel()))
  /// ```
  ///
  /// JavaScriptCore is Apple's `JavaScriptCore` framework on Apple platforms, and WebKitGTK's
  /// `libjavascriptcoregtk-4.1` on Linux (`apt-get install libjavascriptcoregtk-4.1-dev`).
  /// watchOS has no JavaScriptCore: there the type is unavailable.
  ///
  /// A limit on how long one evaluation may run (``timeLimit``) takes JavaScriptCore's
  /// watchdog, which Linux's library exports and Apple's framework keeps private. On Apple
  /// platforms `init(timeLimit:)` and `timeLimit` are therefore unavailable, a compile error
  /// that says why, and a script that never ends blocks its session.
  public struct ECMAScriptDataModel: SCXMLDataModelLanguage {
    #if canImport(CJavaScriptCore)
      /// How long one evaluation (a `<script>`, an expression) may run before it is stopped and
      /// raises `error.execution`; `nil` for no limit.
      ///
      /// The limit uses JavaScriptCore's watchdog (`JSContextGroupSetExecutionTimeLimit`), which
      /// Linux's library exports. On Apple platforms it is a private interface, so this
      /// property does not exist there.
      public var timeLimit: Duration?

      /// Creates the data model.
      ///
      /// - Parameter timeLimit: How long one evaluation may run (default 1 second). Linux only:
      ///   on Apple platforms, use `ECMAScriptDataModel()`.
      public init(timeLimit: Duration? = .seconds(1)) {
        self.timeLimit = timeLimit
      }

      private var watchdog: Duration? { timeLimit }
    #else
      /// Creates the data model. Evaluations run as long as they take: JavaScriptCore's
      /// watchdog is private on Apple platforms.
      public init() {}

      @available(
        *, unavailable,
        message:
          "JavaScriptCore's watchdog is private API on Apple platforms: use ECMAScriptDataModel()"
      )
      public init(timeLimit: Duration?) { self.init() }

      @available(
        *, unavailable, message: "JavaScriptCore's watchdog is private API on Apple platforms"
      )
      public var timeLimit: Duration? { nil }

      private var watchdog: Duration? { nil }
    #endif

    public var name: String { "ecmascript" }

    public func syntaxError(in source: String, as kind: SCXMLSourceKind) -> String? {
      let context = JavaScriptContext(timeLimit: nil)
      switch kind {
      case .expression, .location:
        return context.syntaxError(in: ECMAScriptSource.expressionScript(source))
      case .script: return context.syntaxError(in: source)
      }
    }

    public func makeDataModel(host: SCXMLDataModelHost) -> any SCXMLDataModelInstance {
      ECMAScriptDataModelInstance(host: host, timeLimit: watchdog)
    }
  }
#else
  /// The ECMAScript data model of SCXML, which runs on JavaScriptCore: watchOS has none.
  @available(
    *, unavailable,
    message:
      "watchOS has no JavaScriptCore: the ECMAScript data model runs on iOS, macOS, tvOS, visionOS and Linux"
  )
  public struct ECMAScriptDataModel {
    /// Unavailable: watchOS has no JavaScriptCore.
    public init() {}
  }
#endif
