//! Plain DOM building for the shell and the lobby, which carry no Leptos (see shell.rs).

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Element, Event, HtmlElement};

pub fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}

/// An element being built: attributes, text and children, in order.
pub struct El(pub Element);

pub fn el(tag: &str) -> El {
    El(document().create_element(tag).expect("a valid tag"))
}

impl El {
    pub fn attr(self, name: &str, value: &str) -> El {
        let _ = self.0.set_attribute(name, value);
        self
    }

    pub fn class(self, value: &str) -> El {
        self.attr("class", value)
    }

    pub fn testid(self, value: &str) -> El {
        self.attr("data-testid", value)
    }

    /// Text, always as a text node: nothing from a save or a link is parsed as HTML.
    pub fn text(self, text: &str) -> El {
        let _ = self.0.append_child(&document().create_text_node(text));
        self
    }

    pub fn child(self, child: impl Into<Element>) -> El {
        let _ = self.0.append_child(&child.into());
        self
    }

    pub fn on(self, event: &str, handler: impl FnMut(Event) + 'static) -> El {
        listen(&self.0, event, handler);
        self
    }

    pub fn build(self) -> Element {
        self.0
    }
}

impl From<El> for Element {
    fn from(el: El) -> Element {
        el.0
    }
}

/// A listener for the element's life. The shell's elements are few and rebuilt rarely, so the
/// closures are kept rather than tracked.
pub fn listen(target: &web_sys::EventTarget, event: &str, handler: impl FnMut(Event) + 'static) {
    let closure = Closure::<dyn FnMut(Event)>::new(handler);
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    closure.forget();
}

pub fn clear(element: &Element) {
    element.set_text_content(None);
}

pub fn focus(element: &Element) {
    if let Some(el) = element.dyn_ref::<HtmlElement>() {
        let _ = el.focus();
    }
}
