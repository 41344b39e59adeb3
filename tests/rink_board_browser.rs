//! 4th Street's board in a real browser (wasm-bindgen-test, headless Chromium).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use rinkside::engine::Team;
use rinkside::games::fourth_street::rink::{Area, Lane, Level};
use rinkside::ui::widgets::rink_board::{RinkBoard, Token};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn all(host: &web_sys::HtmlElement, selector: &str) -> Vec<web_sys::Element> {
    let list = host.query_selector_all(selector).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().unchecked_into())
        .collect()
}

fn lit(host: &web_sys::HtmlElement) -> Vec<String> {
    all(host, "[data-testid=rink-area].puck-here")
        .iter()
        .map(|e| e.get_attribute("data-area").unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
async fn draws_fifteen_areas_the_puck_and_tokens_and_turns_with_possession() {
    let document = document();
    let host: web_sys::HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    let possession = RwSignal::new((Team::Home, Area::Defensive(Lane::Middle)));
    let tokens = RwSignal::new(vec![Token {
        team: Team::Home,
        number: 2,
        area: Area::Defensive(Lane::Middle),
        has_puck: true,
    }]);
    let handle = leptos::mount::mount_to(host.clone(), move || {
        view! { <RinkBoard possession=possession tokens=tokens /> }
    });

    let areas = all(&host, "[data-testid=rink-area]");
    assert_eq!(areas.len(), 15);
    assert_eq!(lit(&host), vec!["D-M".to_string()]);
    assert_eq!(all(&host, "[data-testid=rink-token]").len(), 1);
    let board = host
        .query_selector("[data-testid=rink-board]")
        .unwrap()
        .unwrap();
    assert_eq!(
        board.get_attribute("aria-label").unwrap(),
        "Rink: Home have the puck in D-M"
    );

    // The walk-through's skate: two areas ahead into M3; two forecheckers stay back.
    possession.set((Team::Home, Area::Offensive(Lane::Middle, Level::Three)));
    tokens.set(vec![
        Token {
            team: Team::Home,
            number: 2,
            area: Area::Offensive(Lane::Middle, Level::Three),
            has_puck: true,
        },
        Token {
            team: Team::Away,
            number: 1,
            area: Area::Offensive(Lane::Middle, Level::One),
            has_puck: false,
        },
        Token {
            team: Team::Away,
            number: 2,
            area: Area::Offensive(Lane::Left, Level::One),
            has_puck: false,
        },
    ]);
    leptos::task::tick().await;
    assert_eq!(lit(&host), vec!["M3".to_string()]);
    assert_eq!(all(&host, "[data-testid=rink-token]").len(), 3);
    // The puck sits inside the lit area's rectangle.
    let puck = host
        .query_selector("[data-testid=rink-puck]")
        .unwrap()
        .unwrap();
    let lit_rect =
        all(&host, "[data-testid=rink-area].puck-here rect")[0].get_bounding_client_rect();
    let p = puck.get_bounding_client_rect();
    let (px, py) = (p.x() + p.width() / 2.0, p.y() + p.height() / 2.0);
    assert!(px >= lit_rect.x() && px <= lit_rect.x() + lit_rect.width());
    assert!(py >= lit_rect.y() && py <= lit_rect.y() + lit_rect.height());

    // The visitors take it: the board turns and their attacked end shows nine sections.
    possession.set((Team::Away, Area::Offensive(Lane::Right, Level::Two)));
    leptos::task::tick().await;
    assert_eq!(lit(&host), vec!["R2".to_string()]);
    let names: Vec<String> = all(&host, "[data-testid=rink-area]")
        .iter()
        .map(|e| e.get_attribute("data-area").unwrap_or_default())
        .collect();
    assert!(names.contains(&"L1".to_string()) && names.contains(&"D-R".to_string()));
    drop(handle);
}
