//! What a panic leaves behind. In the browser a Rust panic aborts the wasm instance (the
//! release build has `panic = "abort"`), so nothing in Rust can draw afterwards: the hook
//! installed here, in the main module before the app mounts, hands the message and the
//! current game's record to `window.rinksideRecover`, the small script in index.html that
//! draws the recovery screen (Reload, Back to the lobby, the game as a link and a file) with
//! plain DOM outside the dead instance. That script also catches a wasm `RuntimeError` that
//! comes without a panic (a trap), so either way the page is never left dead.
//!
//! A browser test forces a panic through the `#/panic-test` route, which panics only when
//! localStorage holds `rinkside.test.panic` = `1` ([`PANIC_TEST_FLAG`]); without the flag the
//! route is the lobby.

use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};

/// The localStorage key that arms the `#/panic-test` route.
pub const PANIC_TEST_FLAG: &str = "rinkside.test.panic";

thread_local! {
    /// The record of the game last saved on this page, in link form.
    static RECORD: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Notes the current game's record (every save goes through here), so a panic can offer it.
pub fn note_record(record: &str) {
    RECORD.with(|r| {
        if let Ok(mut held) = r.try_borrow_mut() {
            *held = Some(record.to_string());
        }
    });
}

/// The noted record, if it can be read while panicking.
fn noted_record() -> Option<String> {
    RECORD
        .try_with(|r| r.try_borrow().ok().and_then(|held| held.clone()))
        .ok()
        .flatten()
}

/// Installs the panic hook. Called once, from `mount`.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        let record = noted_record();
        let global = js_sys::global();
        let record = record.map(JsValue::from).unwrap_or(JsValue::NULL);
        let message = JsValue::from(message);
        // The script keeps these too, in case the instance dies before the call returns.
        let _ = js_sys::Reflect::set(&global, &"rinksidePanic".into(), &message);
        let _ = js_sys::Reflect::set(&global, &"rinksidePanicRecord".into(), &record);
        if let Ok(recover) = js_sys::Reflect::get(&global, &"rinksideRecover".into())
            && let Some(recover) = recover.dyn_ref::<js_sys::Function>()
        {
            let _ = recover.call2(&JsValue::NULL, &message, &record);
        }
    }));
}

/// Whether the test flag arms `#/panic-test`.
pub fn panic_test_armed() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(PANIC_TEST_FLAG).ok().flatten())
        .is_some_and(|v| v == "1")
}

/// The `#/panic-test` page: a deliberate panic when armed, the lobby otherwise.
pub fn forced_panic() -> ! {
    panic!("a panic forced by the #/panic-test route (the browser test of the recovery screen)")
}
