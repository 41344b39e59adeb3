//! The dice tray in a real browser (wasm-bindgen-test, headless Chromium).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use rinkside::engine::dice::{TrayDie, TrayRoll};
use rinkside::ui::widgets::dice_tray::{DiceTray, LatestRoll};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn host() -> web_sys::HtmlElement {
    let doc = document();
    let host = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&host).unwrap();
    host.unchecked_into()
}

fn attr(el: &web_sys::Element, name: &str) -> String {
    el.get_attribute(name).unwrap_or_default()
}

fn dice(host: &web_sys::HtmlElement) -> Vec<web_sys::Element> {
    let list = host.query_selector_all("[data-testid=die]").unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().unchecked_into())
        .collect()
}

fn text(host: &web_sys::HtmlElement, testid: &str) -> String {
    host.query_selector(&format!("[data-testid={testid}]"))
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn shows_rolls_and_asks_for_more() {
    let host = host();
    let latest = RwSignal::new(None::<LatestRoll>);
    let can_roll = RwSignal::new(true);
    let asked = RwSignal::new(0u32);
    let handle = leptos::mount::mount_to(host.clone(), move || {
        view! {
            <DiceTray
                latest=latest
                can_roll=can_roll
                on_roll=Callback::new(move |_| asked.update(|n| *n += 1))
                space_to_roll=false
            />
        }
    });

    let shown = dice(&host);
    assert_eq!(shown.len(), 6);
    assert!(shown.iter().all(|d| attr(d, "data-rolled") == "false"));
    assert_eq!(text(&host, "roll-serial"), "no roll yet");

    let roll = TrayRoll::from_faces(vec![
        (TrayDie::ColouredD10, 8),
        (TrayDie::WhiteD10, 2),
        (TrayDie::NumberedD6, 1),
    ])
    .unwrap();
    latest.set(Some(LatestRoll {
        roll: roll.clone(),
        serial: 1,
        reading: "coloured d10 8, white d10 2: 82, a slap shot".into(),
    }));
    leptos::task::tick().await;
    let shown = dice(&host);
    let faces: Vec<(String, String, String)> = shown
        .iter()
        .map(|d| {
            (
                attr(d, "data-die"),
                attr(d, "data-face"),
                attr(d, "data-rolled"),
            )
        })
        .collect();
    let row = |die: &str, face: &str, rolled: &str| (die.into(), face.into(), rolled.into());
    assert_eq!(
        faces,
        vec![
            row("d20", "", "false"),
            row("coloured-d10", "8", "true"),
            row("white-d10", "2", "true"),
            row("d6p", "1", "true"),
            row("black-d6", "", "false"),
            row("white-d6", "", "false"),
        ]
    );
    assert_eq!(attr(&shown[1], "aria-label"), "coloured d10: 8");
    assert_eq!(text(&host, "roll-serial"), "roll 1");
    assert_eq!(
        text(&host, "dice-reading"),
        "Roll 1: coloured d10 8, white d10 2: 82, a slap shot"
    );

    // The same faces again: new elements (the tumble restarts), a new count.
    let before = shown[1].clone();
    latest.set(Some(LatestRoll {
        roll,
        serial: 2,
        reading: "coloured d10 8, white d10 2: 82, a slap shot".into(),
    }));
    leptos::task::tick().await;
    let again = dice(&host);
    assert!(!before.is_connected(), "a new roll draws the dice afresh");
    assert_eq!(attr(&again[1], "data-face"), "8");
    assert_eq!(text(&host, "roll-serial"), "roll 2");

    // The button and the dice ask for a roll, only while rolling is allowed.
    let button: web_sys::HtmlElement = host
        .query_selector("[data-testid=roll-dice]")
        .unwrap()
        .unwrap()
        .unchecked_into();
    button.click();
    again[0].unchecked_ref::<web_sys::HtmlElement>().click();
    assert_eq!(asked.get_untracked(), 2);
    can_roll.set(false);
    leptos::task::tick().await;
    assert!(button.has_attribute("disabled"));
    again[0].unchecked_ref::<web_sys::HtmlElement>().click();
    assert_eq!(asked.get_untracked(), 2);
    drop(handle);
    host.remove();
}

fn space_on(target: &web_sys::EventTarget) -> bool {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(" ");
    init.set_bubbles(true);
    init.set_cancelable(true);
    let ev = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&ev).unwrap();
    ev.default_prevented()
}

#[wasm_bindgen_test]
async fn space_rolls_except_in_a_text_field_or_when_turned_off() {
    let host = host();
    let asked = RwSignal::new(0u32);
    let can_roll = RwSignal::new(true);
    let handle = leptos::mount::mount_to(host.clone(), move || {
        view! {
            <input data-testid="text" type="text" />
            <DiceTray
                latest=Signal::derive(|| None::<LatestRoll>)
                can_roll=can_roll
                on_roll=Callback::new(move |_| asked.update(|n| *n += 1))
            />
        }
    });
    let body: web_sys::EventTarget = document().body().unwrap().unchecked_into();
    assert!(space_on(&body), "Space on the page is taken (no scrolling)");
    assert_eq!(asked.get_untracked(), 1);
    let input = host.query_selector("[data-testid=text]").unwrap().unwrap();
    space_on(&input);
    assert_eq!(
        asked.get_untracked(),
        1,
        "Space typed in a text field is not a roll"
    );
    can_roll.set(false);
    space_on(&body);
    assert_eq!(
        asked.get_untracked(),
        1,
        "no roll while rolling is not allowed"
    );
    drop(handle);
    host.remove();

    // Turned off: the table keeps Space for itself.
    let host2 = self::host();
    let asked2 = RwSignal::new(0u32);
    let handle2 = leptos::mount::mount_to(host2.clone(), move || {
        view! {
            <DiceTray
                latest=Signal::derive(|| None::<LatestRoll>)
                can_roll=Signal::derive(|| true)
                on_roll=Callback::new(move |_| asked2.update(|n| *n += 1))
                space_to_roll=false
            />
        }
    });
    space_on(&body);
    assert_eq!(asked2.get_untracked(), 0);
    drop(handle2);
    host2.remove();
}

#[wasm_bindgen_test]
async fn dice_are_touch_sized_and_fit_beside_a_rink() {
    let doc = document();
    let style = doc.create_element("style").unwrap();
    style.set_text_content(Some(concat!(
        include_str!("../style/main.css"),
        include_str!("../style/sim.css"),
        include_str!("../style/dice.css"),
    )));
    doc.head().unwrap().append_child(&style).unwrap();
    let host = host();
    // The centre column of the sim table at 1024 wide is about 560px.
    host.set_attribute("style", "width: 540px").unwrap();
    let roll = TrayRoll::from_faces(TrayDie::ALL.iter().map(|&d| (d, 1)).collect()).unwrap();
    let latest = LatestRoll {
        roll,
        serial: 4,
        reading: String::new(),
    };
    let handle = leptos::mount::mount_to(host.clone(), move || {
        view! {
            <DiceTray
                latest=Signal::derive(move || Some(latest.clone()))
                can_roll=Signal::derive(|| true)
                on_roll=Callback::new(|_| ())
                space_to_roll=false
            />
        }
    });
    let shown = dice(&host);
    let first = shown[0].get_bounding_client_rect();
    for d in &shown {
        let r = d.get_bounding_client_rect();
        assert!(
            r.width() >= 44.0 && r.height() >= 44.0,
            "{} is {}x{}",
            attr(d, "data-die"),
            r.width(),
            r.height()
        );
        assert_eq!(r.top(), first.top(), "six dice in one row at 540px");
    }
    let tray = host
        .query_selector("[data-testid=dice-tray]")
        .unwrap()
        .unwrap()
        .get_bounding_client_rect();
    assert!(
        tray.width() <= 540.0 && tray.height() <= 220.0,
        "tray {}x{}",
        tray.width(),
        tray.height()
    );
    let button = host
        .query_selector("[data-testid=roll-dice]")
        .unwrap()
        .unwrap()
        .get_bounding_client_rect();
    assert!(button.height() >= 44.0 && button.width() >= 44.0);
    // The rolled dice tumble (unless the reader asked for reduced motion, which this headless
    // browser does not).
    let svg = shown[0].query_selector("svg").unwrap().unwrap();
    let animation = window()
        .get_computed_style(&svg)
        .unwrap()
        .unwrap()
        .get_property_value("animation-name")
        .unwrap();
    assert_eq!(animation, "die-tumble");
    drop(handle);
    host.remove();
    style.remove();
}
