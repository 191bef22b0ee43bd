// JavaScriptCore's C API from WebKitGTK (Debian: libjavascriptcoregtk-4.1-dev), for
// StateKitSCXMLECMAScript on Linux. On Apple platforms that target imports the system framework.
#ifndef STATEKIT_CJAVASCRIPTCORE_SHIM_H
#define STATEKIT_CJAVASCRIPTCORE_SHIM_H

#include <JavaScriptCore/JavaScript.h>

// The watchdog. The library exports it, but declares it only in the private header
// JSContextRefPrivate.h, which the package does not install; the declarations below are copied
// from that header (WebKit, LGPL/BSD, same signature since 2012).
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);
JS_EXPORT void JSContextGroupSetExecutionTimeLimit(
    JSContextGroupRef group, double limit, JSShouldTerminateCallback callback, void *context);
JS_EXPORT void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

#endif
