//! 4th Street Hockey's board: the fifteen areas as the team with the puck sees them, the puck,
//! and the players' tokens, drawn as one SVG.
//!
//! The board is drawn from a fixed seat: the home side defends the left end. The end the team
//! with the puck attacks shows its nine sections (L1-R3, with their loose-puck numbers), its own
//! end three lanes, as the rulebook's board turns with possession. A team's "left" is the top of
//! the screen when it attacks to the right and the bottom when it attacks to the left.

use crate::engine::Team;
use crate::games::fourth_street::rink::{Area, Lane, Level, offensive_label_range};
use leptos::prelude::*;

/// The SVG's size: a 200 x 85 rink (a 200 ft by 85 ft sheet).
pub const WIDTH: f64 = 200.0;
pub const HEIGHT: f64 = 85.0;
/// Where the thirds meet, from the left: the blue lines.
const BLUE_LEFT: f64 = 75.0;
const BLUE_RIGHT: f64 = 125.0;

/// A rectangle on the board: x, y, width, height.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn centre(self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    pub fn contains(self, (px, py): (f64, f64)) -> bool {
        px >= self.x && px <= self.x + self.w && py >= self.y && py <= self.y + self.h
    }
}

/// Whether `team` attacks the right-hand end (home does, from the board's fixed seat).
pub fn attacks_right(team: Team) -> bool {
    team == Team::Home
}

/// Where an area, in `team`'s view, sits on the board.
pub fn area_rect(area: Area, team: Team) -> Rect {
    let right = attacks_right(team);
    let lane_h = HEIGHT / 3.0;
    // Lanes top to bottom for a team attacking right: its left lane is at the top.
    let lane_row = |lane: Lane| -> f64 {
        let row = match lane {
            Lane::Left => 0.0,
            Lane::Middle => 1.0,
            Lane::Right => 2.0,
        };
        if right { row } else { 2.0 - row }
    };
    // x measured from the team's own end, then turned for a team attacking left.
    let (x0, w) = match area {
        Area::Defensive(_) => (0.0, BLUE_LEFT),
        Area::Neutral(_) => (BLUE_LEFT, BLUE_RIGHT - BLUE_LEFT),
        Area::Offensive(_, level) => {
            let depth = (WIDTH - BLUE_RIGHT) / 3.0;
            let from_blue = match level {
                Level::Three => 0.0,
                Level::Two => 1.0,
                Level::One => 2.0,
            };
            (BLUE_RIGHT + from_blue * depth, depth)
        }
    };
    let x = if right { x0 } else { WIDTH - x0 - w };
    Rect {
        x,
        y: lane_row(area.lane()) * lane_h,
        w,
        h: lane_h,
    }
}

/// Every area of the board, in a team's terms, in drawing order.
pub fn areas() -> Vec<Area> {
    let mut all = Vec::with_capacity(15);
    for lane in Lane::ALL {
        all.push(Area::Defensive(lane));
        all.push(Area::Neutral(lane));
        for level in [Level::Three, Level::Two, Level::One] {
            all.push(Area::Offensive(lane, level));
        }
    }
    all
}

/// The words inside an area: its name, and for the attacked end its loose-puck numbers.
pub fn area_label(area: Area) -> (String, Option<String>) {
    match area {
        Area::Offensive(lane, level) => {
            let (low, high) = offensive_label_range(lane, level);
            (area.name(), Some(format!("({low}-{high})")))
        }
        _ => (area.name(), None),
    }
}

/// A player's token on the board.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub team: Team,
    /// 1-5 (L C R D D), 6 for an extra skater.
    pub number: u8,
    /// Where he is, in his own team's view.
    pub area: Area,
    pub has_puck: bool,
}

/// Where tokens in one area are drawn: spread along the area's middle so none hides another.
pub fn token_spots(rect: Rect, count: usize) -> Vec<(f64, f64)> {
    let (_, cy) = rect.centre();
    (0..count)
        .map(|i| {
            let step = rect.w / (count as f64 + 1.0);
            (rect.x + step * (i as f64 + 1.0), cy + 6.0)
        })
        .collect()
}

/// A token's radius.
pub const TOKEN_R: f64 = 4.2;

/// Where every token is drawn, in the order given: tokens of one area spread along its middle,
/// and a token that would cover another (a team's own end spans the other team's three levels,
/// so their centres can meet) moved aside to the first free spot near it.
pub fn token_layout(tokens: &[Token]) -> Vec<(f64, f64)> {
    let mut spots = vec![(0.0, 0.0); tokens.len()];
    let mut groups: Vec<(Rect, Vec<usize>)> = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let r = area_rect(token.area, token.team);
        match groups.iter_mut().find(|(rect, _)| *rect == r) {
            Some((_, list)) => list.push(i),
            None => groups.push((r, vec![i])),
        }
    }
    for (rect, list) in &groups {
        for (&i, spot) in list.iter().zip(token_spots(*rect, list.len())) {
            spots[i] = spot;
        }
    }
    // Nearest first: along the lane's middle, then a row higher (still inside the lane).
    let mut nudges: Vec<(f64, f64)> = [0.0, -8.6]
        .into_iter()
        .flat_map(|dy| (-10..=10).map(move |k| (f64::from(k) * 4.5, dy)))
        .collect();
    nudges.sort_by(|a, b| (a.0.abs() + a.1.abs()).total_cmp(&(b.0.abs() + b.1.abs())));
    let clear = 2.0 * TOKEN_R + 0.2;
    let mut placed: Vec<(f64, f64)> = Vec::with_capacity(tokens.len());
    for spot in spots.iter_mut() {
        let free = |(x, y): (f64, f64)| {
            placed
                .iter()
                .all(|&(px, py)| (px - x).hypot(py - y) >= clear)
        };
        let (x0, y0) = *spot;
        if let Some(moved) = nudges
            .iter()
            .map(|&(dx, dy)| {
                (
                    (x0 + dx).clamp(TOKEN_R, WIDTH - TOKEN_R),
                    (y0 + dy).clamp(TOKEN_R, HEIGHT - TOKEN_R),
                )
            })
            .find(|&p| free(p))
        {
            *spot = moved;
        }
        placed.push(*spot);
    }
    spots
}

fn side_class(team: Team) -> &'static str {
    match team {
        Team::Home => "home",
        Team::Away => "away",
    }
}

/// The board. `possession` is the team with the puck (or that last had it) and the puck's
/// area in that team's view; tokens are drawn in their own team's view.
#[component]
pub fn RinkBoard(
    #[prop(into)] possession: Signal<(Team, Area)>,
    #[prop(into)] tokens: Signal<Vec<Token>>,
) -> impl IntoView {
    let cells = move || {
        let (team, puck_area) = possession.get();
        areas()
            .into_iter()
            .map(|area| {
                let r = area_rect(area, team);
                let (name, numbers) = area_label(area);
                let data_area = name.clone();
                let (cx, cy) = r.centre();
                let class = if area == puck_area {
                    "rink-area puck-here"
                } else {
                    "rink-area"
                };
                let numbers = numbers.map(|n| {
                    view! { <text class="rink-numbers" x=cx y=cy + 9.0>{n}</text> }
                });
                view! {
                    <g class=class data-testid="rink-area" data-area=data_area>
                        <rect x=r.x y=r.y width=r.w height=r.h />
                        <text class="rink-name" x=cx y=cy - 2.0>{name}</text>
                        {numbers}
                    </g>
                }
            })
            .collect_view()
    };
    let puck = move || {
        let (team, area) = possession.get();
        let (cx, cy) = area_rect(area, team).centre();
        view! { <circle class="rink-puck" data-testid="rink-puck" data-area=area.name() cx=cx cy=cy - 9.0 r="2.6" /> }
    };
    let token_views = move || {
        let tokens = tokens.get();
        token_layout(&tokens)
            .into_iter()
            .zip(&tokens)
            .map(|((x, y), token)| {
                let class = format!(
                    "rink-token {}{}",
                    side_class(token.team),
                    if token.has_puck { " with-puck" } else { "" }
                );
                view! {
                    <g class=class data-testid="rink-token" data-team=side_class(token.team) data-number=token.number>
                        <circle cx=x cy=y r=TOKEN_R />
                        <text x=x y=y>{token.number}</text>
                    </g>
                }
            })
            .collect_view()
    };
    let label = move || {
        let (team, area) = possession.get();
        let side = match team {
            Team::Home => "Home",
            Team::Away => "Visitors",
        };
        format!("Rink: {side} have the puck in {}", area.name())
    };
    view! {
        <svg class="rink-board" data-testid="rink-board" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=label>
            <g class="rink-areas">{cells}</g>
            <line class="blue-line" x1=BLUE_LEFT y1="0" x2=BLUE_LEFT y2=HEIGHT />
            <line class="blue-line" x1=BLUE_RIGHT y1="0" x2=BLUE_RIGHT y2=HEIGHT />
            <line class="red-line" x1=WIDTH / 2.0 y1="0" x2=WIDTH / 2.0 y2=HEIGHT />
            {token_views}
            {puck}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn overlap(a: Rect, b: Rect) -> bool {
        a.x < b.x + b.w - 1e-9
            && b.x < a.x + a.w - 1e-9
            && a.y < b.y + b.h - 1e-9
            && b.y < a.y + a.h - 1e-9
    }

    #[test]
    fn the_fifteen_areas_tile_the_rink_from_either_side() {
        for team in [Team::Home, Team::Away] {
            let rects: Vec<Rect> = areas().iter().map(|&a| area_rect(a, team)).collect();
            assert_eq!(rects.len(), 15);
            let total: f64 = rects.iter().map(|r| r.w * r.h).sum();
            assert!(
                (total - WIDTH * HEIGHT).abs() < 1e-6,
                "{team:?} covers the sheet"
            );
            for (i, a) in rects.iter().enumerate() {
                for b in &rects[i + 1..] {
                    assert!(!overlap(*a, *b), "{team:?}: {a:?} and {b:?}");
                }
            }
        }
    }

    #[test]
    fn each_side_attacks_its_own_end_with_its_left_on_its_left() {
        // Home attacks right: its level 1 is at the right edge, its left lane at the top.
        let home_l1 = area_rect(Area::Offensive(Lane::Left, Level::One), Team::Home);
        assert!((home_l1.x + home_l1.w - WIDTH).abs() < 1e-9);
        assert_eq!(home_l1.y, 0.0);
        // Visitors attack left: their level 1 at the left edge, their left lane at the bottom.
        let away_l1 = area_rect(Area::Offensive(Lane::Left, Level::One), Team::Away);
        assert_eq!(away_l1.x, 0.0);
        assert!((away_l1.y + away_l1.h - HEIGHT).abs() < 1e-9);
        // One spot, two views: home's right defensive lane is the visitors' left offensive side.
        let home_def_right = area_rect(Area::Defensive(Lane::Right), Team::Home);
        assert!(home_def_right.contains(away_l1.centre()));
    }

    #[test]
    fn labels_and_tokens() {
        assert_eq!(
            area_label(Area::Offensive(Lane::Middle, Level::Two)),
            ("M2".to_string(), Some("(11-12)".to_string()))
        );
        assert_eq!(area_label(Area::Neutral(Lane::Left)).1, None);
        let r = area_rect(Area::Neutral(Lane::Middle), Team::Home);
        let spots = token_spots(r, 3);
        assert_eq!(spots.len(), 3);
        assert!(spots.iter().all(|&p| r.contains(p)));
        assert!(spots.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn tokens_never_cover_each_other() {
        // Home's own end spans the visitors' three levels: their centres meet at level 2.
        let token = |team, number, area| Token {
            team,
            number,
            area,
            has_puck: false,
        };
        let tokens = vec![
            token(Team::Home, 5, Area::Defensive(Lane::Right)),
            token(Team::Away, 1, Area::Offensive(Lane::Left, Level::Two)),
            token(Team::Away, 2, Area::Offensive(Lane::Left, Level::Two)),
            token(Team::Home, 4, Area::Defensive(Lane::Right)),
            token(Team::Away, 3, Area::Offensive(Lane::Left, Level::One)),
        ];
        let naive = token_spots(area_rect(tokens[0].area, Team::Home), 1)[0];
        let theirs = token_spots(area_rect(tokens[1].area, Team::Away), 1)[0];
        assert_eq!(naive, theirs, "the case the layout must handle");
        let spots = token_layout(&tokens);
        for (i, a) in spots.iter().enumerate() {
            assert!(a.0 >= 0.0 && a.0 <= WIDTH && a.1 >= 0.0 && a.1 <= HEIGHT);
            for b in &spots[i + 1..] {
                assert!(
                    (a.0 - b.0).hypot(a.1 - b.1) >= 2.0 * TOKEN_R,
                    "{a:?} and {b:?} overlap"
                );
            }
        }
    }
}
