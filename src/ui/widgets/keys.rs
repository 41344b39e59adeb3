//! Keys a table listens for.

/// Whether a key press is Space meant for the table: Space on a focused control presses that
/// control instead. Space for the table never scrolls the page.
pub fn space_for_table(ev: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    if ev.key() != " " {
        return false;
    }
    let on_control = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(
                el.tag_name().as_str(),
                "BUTTON" | "INPUT" | "SELECT" | "TEXTAREA" | "SUMMARY" | "A"
            )
        });
    if on_control {
        return false;
    }
    ev.prevent_default();
    true
}
