//! The dice tray: 4th Street Hockey's six dice, drawn so each is known at a glance, with the
//! latest roll's faces, a roll counter, the reading in words and the Roll control.
//!
//! The tray only shows: the rules read the dice and the table passes the result in as a
//! [`LatestRoll`]. The dice a roll used show their faces and are marked as rolled; the others
//! rest, dimmed and blank. The short tumble (CSS, `style/dice.css`) is decoration only: the
//! final faces are drawn from the start, nothing waits for it, and it does not run at all under
//! `prefers-reduced-motion: reduce`. The dice are drawn afresh for every new roll serial, so two
//! equal rolls in a row still tumble twice, and the counter ("roll 17") moves.
//!
//! Rolling: the Roll button (click, tap, Enter or Space on it), a click or tap on the dice, or
//! Space anywhere on the page outside a form control (unless the table turns that off with
//! `space_to_roll=false`, for instance when Space already steps its game).
//!
//! Wiring it into a table (the engine keeps the roll in its `Event`s; the table only picks the
//! latest one):
//!
//! ```ignore
//! let latest = Signal::derive(move || session.with(|s| s.state.last_roll.as_ref().map(|r| {
//!     LatestRoll { roll: r.roll.clone(), serial: r.serial, reading: r.words.clone() }
//! })));
//! view! { <DiceTray latest=latest can_roll=can_step on_roll=on_step /> }
//! ```

use crate::engine::dice::{TrayDie, TrayRoll, d6p_position};
use leptos::prelude::*;

/// What the tray shows: the latest roll, its serial number and what it meant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LatestRoll {
    /// Only the dice the step used, with their faces.
    pub roll: TrayRoll,
    /// Goes up by one with every roll (the number of rolls so far in the game does), so two
    /// rolls with the same faces are still two rolls.
    pub serial: u32,
    /// The reading in words, from the rules ("d20 14 against a range of 1-11: the defender
    /// wins"). Left empty, the tray says the faces.
    pub reading: String,
}

/// One die as the tray draws it: all a view needs, worked out without a browser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DieShown {
    pub die: TrayDie,
    /// The face it shows, or `None` when it rests (not used by the latest roll).
    pub face: Option<u8>,
    /// What is printed on its face: the number on the d20, d10s and d6p; nothing on the spotted
    /// d6 (their spots are drawn) or on a resting die.
    pub text: String,
    /// The position a d6p face names ("C"), printed under its number.
    pub sub: Option<&'static str>,
    /// Its accessible name: "coloured d10: 8", "d6p: 2, C", "d20: not rolled".
    pub aria: String,
}

impl DieShown {
    pub fn rolled(&self) -> bool {
        self.face.is_some()
    }

    /// For `data-face`: the face as a number, or empty while it rests.
    pub fn face_attr(&self) -> String {
        self.face.map(|f| f.to_string()).unwrap_or_default()
    }
}

/// The six dice in tray order, each with the face the latest roll gave it, if any.
pub fn dice_shown(roll: Option<&TrayRoll>) -> [DieShown; 6] {
    TrayDie::ALL.map(|die| {
        let face = roll.and_then(|r| r.face(die));
        let sub = match (die, face) {
            (TrayDie::NumberedD6, Some(f)) => d6p_position(f),
            _ => None,
        };
        let text = match (die, face) {
            (TrayDie::BlackD6 | TrayDie::WhiteD6, _) | (_, None) => String::new(),
            (_, Some(f)) => f.to_string(),
        };
        let aria = match (face, sub) {
            (Some(f), Some(pos)) => format!("{}: {f}, {pos}", die.name()),
            (Some(f), None) => format!("{}: {f}", die.name()),
            (None, _) => format!("{}: not rolled", die.name()),
        };
        DieShown {
            die,
            face,
            text,
            sub,
            aria,
        }
    })
}

/// The visible counter: "roll 17", or "no roll yet".
pub fn counter_text(latest: Option<&LatestRoll>) -> String {
    match latest {
        Some(l) => format!("roll {}", l.serial),
        None => "no roll yet".into(),
    }
}

/// The live region's text. It carries the serial, so a screen reader announces a second roll
/// with the same reading too: "Roll 17: d20 14 against a range of 1-11: the defender wins".
pub fn reading_text(latest: Option<&LatestRoll>) -> String {
    match latest {
        None => "No roll yet.".into(),
        Some(l) if l.reading.trim().is_empty() => {
            format!("Roll {}: {}", l.serial, l.roll.describe_faces())
        }
        Some(l) => format!("Roll {}: {}", l.serial, l.reading.trim()),
    }
}

/// Where the spots of a d6 face sit, in a 100x100 box.
pub fn pips(face: u8) -> &'static [(u8, u8)] {
    const L: u8 = 28;
    const M: u8 = 50;
    const H: u8 = 72;
    match face {
        1 => &[(M, M)],
        2 => &[(L, L), (H, H)],
        3 => &[(L, L), (M, M), (H, H)],
        4 => &[(L, L), (H, L), (L, H), (H, H)],
        5 => &[(L, L), (H, L), (M, M), (L, H), (H, H)],
        6 => &[(L, L), (H, L), (L, M), (H, M), (L, H), (H, H)],
        _ => &[],
    }
}

/// The short caption under a die.
fn caption(die: TrayDie) -> &'static str {
    match die {
        TrayDie::D20 => "d20",
        TrayDie::ColouredD10 => "d10",
        TrayDie::WhiteD10 => "d10",
        TrayDie::NumberedD6 => "d6p",
        TrayDie::BlackD6 => "d6 ●",
        TrayDie::WhiteD6 => "d6 ○",
    }
}

/// The die's drawing: an icosahedron outline for the d20, kites for the d10s, rounded squares
/// for the d6s (a number on the d6p, spots on the other two).
fn die_drawing(shown: &DieShown) -> AnyView {
    let text = shown.text.clone();
    match shown.die {
        TrayDie::D20 => view! {
            <svg class="die-shape" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
                <polygon class="body" points="50,3 92,27 92,73 50,97 8,73 8,27" />
                <polygon class="facet" points="50,22 82,74 18,74" />
                <path class="edge" d="M50,3 L50,22 M8,27 L50,22 L92,27 M92,27 L82,74 L92,73 M8,27 L18,74 L8,73 M18,74 L50,97 L82,74" />
                <text class="num" x="50" y="58">{text}</text>
            </svg>
        }
        .into_any(),
        TrayDie::ColouredD10 | TrayDie::WhiteD10 => view! {
            <svg class="die-shape" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
                <polygon class="body" points="50,3 95,56 50,97 5,56" />
                <polygon class="facet" points="50,12 80,54 50,74 20,54" />
                <path class="edge" d="M50,74 L50,97 M80,54 L95,56 M20,54 L5,56" />
                <text class="num" x="50" y="50">{text}</text>
            </svg>
        }
        .into_any(),
        TrayDie::NumberedD6 => {
            let sub = shown.sub.unwrap_or_default();
            view! {
                <svg class="die-shape" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
                    <rect class="body" x="5" y="5" width="90" height="90" rx="16" />
                    <text class="num" x="50" y="44">{text}</text>
                    <text class="pos" x="50" y="78">{sub}</text>
                </svg>
            }
            .into_any()
        }
        TrayDie::BlackD6 | TrayDie::WhiteD6 => {
            let spots = pips(shown.face.unwrap_or(0))
                .iter()
                .map(|&(x, y)| view! { <circle class="pip" cx=x cy=y r="9" /> })
                .collect_view();
            view! {
                <svg class="die-shape" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
                    <rect class="body" x="5" y="5" width="90" height="90" rx="16" />
                    {spots}
                </svg>
            }
            .into_any()
        }
    }
}

/// The six dice, the roll counter, the reading and the Roll button.
#[component]
pub fn DiceTray(
    /// The latest roll, `None` before the first one.
    #[prop(into)]
    latest: Signal<Option<LatestRoll>>,
    /// Whether a roll may be made now (the button and the dice do nothing otherwise).
    #[prop(into)]
    can_roll: Signal<bool>,
    /// Asked for a roll; the table rolls through its engine and passes the result back in.
    on_roll: Callback<()>,
    /// Space anywhere outside a form control rolls. Turn off when the table uses Space itself.
    #[prop(default = true)]
    space_to_roll: bool,
) -> impl IntoView {
    // The dice are drawn again only when the roll itself changes (a new serial), not whenever
    // the table's signal fires, so the tumble means a roll.
    let roll = Memo::new(move |_| latest.with(|l| l.as_ref().map(|l| (l.serial, l.roll.clone()))));
    let request = move || {
        if can_roll.get_untracked() {
            on_roll.run(());
        }
    };
    if space_to_roll {
        let keys = window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.repeat() || ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
                return;
            }
            if super::keys::space_for_table(&ev) {
                request();
            }
        });
        on_cleanup(move || keys.remove());
    }

    // Keyed on the serial: every roll makes new die elements (tachys would otherwise patch the
    // old ones in place), so the tumble starts again even when the faces repeat.
    let dice = move || {
        roll.with(|r| {
            let serial = r.as_ref().map(|(s, _)| *s);
            dice_shown(r.as_ref().map(|(_, roll)| roll))
                .into_iter()
                .map(|shown| (serial, shown))
                .collect::<Vec<_>>()
        })
    };
    let die_view = |(serial, shown): (Option<u32>, DieShown)| {
        let class = format!(
            "die {} {}",
            shown.die.slug(),
            if shown.rolled() { "rolled" } else { "resting" }
        );
        view! {
            <div
                class=class
                role="img"
                aria-label=shown.aria.clone()
                data-testid="die"
                data-die=shown.die.slug()
                data-face=shown.face_attr()
                data-rolled=if shown.rolled() { "true" } else { "false" }
                data-serial=serial.map(|s| s.to_string()).unwrap_or_default()
            >
                {die_drawing(&shown)}
                <span class="die-caption" aria-hidden="true">{caption(shown.die)}</span>
            </div>
        }
    };

    view! {
        <section class="dice-tray" class:can-roll=move || can_roll.get() data-testid="dice-tray" aria-label="Dice tray">
            <div class="dice-head">
                <h2>"Dice"</h2>
                <span
                    class="roll-count"
                    data-testid="roll-serial"
                    data-serial=move || roll.with(|r| r.as_ref().map(|(s, _)| s.to_string()).unwrap_or_default())
                >
                    {move || latest.with(|l| counter_text(l.as_ref()))}
                </span>
                <button
                    class="primary roll-button"
                    data-testid="roll-dice"
                    aria-keyshortcuts=if space_to_roll { Some("Space") } else { None }
                    disabled=move || !can_roll.get()
                    on:click=move |ev| {
                        ev.stop_propagation();
                        request();
                    }
                >
                    "Roll"
                </button>
            </div>
            <div
                class="dice"
                role="group"
                aria-label="The six dice"
                on:click=move |ev| {
                    // Inside a table whose ice steps on a tap, one tap is one roll.
                    ev.stop_propagation();
                    request();
                }
            >
                <For each=dice key=|(serial, shown)| (*serial, shown.die, shown.face) children=die_view />
            </div>
            <p class="dice-reading" data-testid="dice-reading" aria-live="polite" aria-atomic="true">
                {move || latest.with(|l| reading_text(l.as_ref()))}
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll_of(faces: &[(TrayDie, u8)]) -> TrayRoll {
        TrayRoll::from_faces(faces.to_vec()).unwrap()
    }

    #[test]
    fn before_any_roll_every_die_rests() {
        let shown = dice_shown(None);
        assert_eq!(shown.each_ref().map(|d| d.die), TrayDie::ALL);
        for d in &shown {
            assert!(!d.rolled());
            assert_eq!(d.text, "");
            assert_eq!(d.face_attr(), "");
            assert!(d.aria.ends_with(": not rolled"), "{}", d.aria);
        }
        assert_eq!(counter_text(None), "no roll yet");
        assert_eq!(reading_text(None), "No roll yet.");
    }

    #[test]
    fn only_the_dice_rolled_show_faces() {
        let roll = roll_of(&[(TrayDie::NumberedD6, 2), (TrayDie::D20, 14)]);
        let shown = dice_shown(Some(&roll));
        let by = |die: TrayDie| shown.iter().find(|d| d.die == die).unwrap().clone();
        let d20 = by(TrayDie::D20);
        assert!(d20.rolled());
        assert_eq!(d20.text, "14");
        assert_eq!(d20.face_attr(), "14");
        assert_eq!(d20.aria, "d20: 14");
        let d6p = by(TrayDie::NumberedD6);
        assert_eq!(d6p.text, "2");
        assert_eq!(d6p.sub, Some("C"));
        assert_eq!(d6p.aria, "d6p: 2, C");
        for die in [
            TrayDie::ColouredD10,
            TrayDie::WhiteD10,
            TrayDie::BlackD6,
            TrayDie::WhiteD6,
        ] {
            let d = by(die);
            assert!(!d.rolled(), "{die:?} should rest");
            assert_eq!(d.face_attr(), "");
        }
        // Tray order whatever the roll's order.
        assert_eq!(shown.each_ref().map(|d| d.die), TrayDie::ALL);
    }

    #[test]
    fn labels_for_every_die() {
        let roll = roll_of(&[
            (TrayDie::D20, 1),
            (TrayDie::ColouredD10, 8),
            (TrayDie::WhiteD10, 0),
            (TrayDie::NumberedD6, 6),
            (TrayDie::BlackD6, 5),
            (TrayDie::WhiteD6, 3),
        ]);
        let shown = dice_shown(Some(&roll));
        let arias: Vec<&str> = shown.iter().map(|d| d.aria.as_str()).collect();
        assert_eq!(
            arias,
            [
                "d20: 1",
                "coloured d10: 8",
                "white d10: 0",
                "d6p: 6, 6th",
                "black-spotted d6: 5",
                "white-spotted d6: 3",
            ]
        );
        let texts: Vec<&str> = shown.iter().map(|d| d.text.as_str()).collect();
        // The spotted d6 show spots, not digits; the d10 face "0" is printed as 0.
        assert_eq!(texts, ["1", "8", "0", "6", "", ""]);
        let faces: Vec<String> = shown.iter().map(|d| d.face_attr()).collect();
        assert_eq!(faces, ["1", "8", "0", "6", "5", "3"]);
    }

    #[test]
    fn reading_and_counter_carry_the_serial() {
        let roll = roll_of(&[(TrayDie::D20, 14)]);
        let latest = LatestRoll {
            roll: roll.clone(),
            serial: 17,
            reading: "d20 14 against a range of 1-11: the defender wins".into(),
        };
        assert_eq!(counter_text(Some(&latest)), "roll 17");
        assert_eq!(
            reading_text(Some(&latest)),
            "Roll 17: d20 14 against a range of 1-11: the defender wins"
        );
        // The same faces and words on the next roll still read differently.
        let next = LatestRoll {
            serial: 18,
            ..latest.clone()
        };
        assert_ne!(reading_text(Some(&next)), reading_text(Some(&latest)));
        assert_eq!(dice_shown(Some(&next.roll)), dice_shown(Some(&latest.roll)));
        // No words from the rules: the faces in words.
        let bare = LatestRoll {
            roll,
            serial: 3,
            reading: "  ".into(),
        };
        assert_eq!(reading_text(Some(&bare)), "Roll 3: d20 14");
    }

    #[test]
    fn pips_match_faces() {
        for face in 1..=6u8 {
            let spots = pips(face);
            assert_eq!(spots.len(), usize::from(face));
            for (i, p) in spots.iter().enumerate() {
                assert!(!spots[..i].contains(p), "face {face} has a spot twice");
                assert!((20..=80).contains(&p.0) && (20..=80).contains(&p.1));
            }
        }
        assert!(pips(0).is_empty());
        assert!(pips(7).is_empty());
    }
}
