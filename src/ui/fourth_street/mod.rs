//! 4th Street Hockey in the app: the new-game page (teams, coaches, timer, overtime and the
//! addenda's options), the table on the play page (saved after every roll) and the replay a
//! share link opens. All of it, with the engine and the card builder, lives in the
//! `fourth_street` chunk.
//!
//! The table arranges the shared pieces: the board (`rink_board`) with a token for every skater
//! on the ice and the puck, the dice tray (`dice_tray`) showing the engine's last roll and its
//! reading, each team's column (goalie, orders, skaters on the ice with their time, the box,
//! and for a team a person coaches the coaching controls), the decisions a coach makes between
//! rolls (wild cards, pass targets, shootout shooters), auto-play, the play-by-play with every
//! roll's faces, and the box score. What any of it shows is worked out in
//! `games::fourth_street::table`.

use crate::engine::Team;
use crate::games::fourth_street::play::Action;
use crate::games::fourth_street::rules::FourthStreet;
use crate::games::fourth_street::table::log_lines;
use crate::games::sim::{Lineup, Units};
use crate::ui::base::chunk::chunk_entry;
use crate::ui::season::season_page;
use crate::ui::sim::{BenchPlayer, BenchSim, ReplayPanels};
use crate::ui::sim::{PageNames, SimPage};
use crate::ui::sim::{RatedSkater, RatingColumn, RunWords, SimTable, SlotRatings};
use crate::ui::sim::{bench_play, bench_replay, setup_page};
use crate::ui::widgets::opening::open_page;
use leptos::prelude::*;

mod board;
mod coach;

use board::{Board, Decisions, Panels, Tray};
use coach::TeamPanel;

chunk_entry!(fourth_street, open_fourth_street(open) => open_page::<FourthStreet>(open, bench_play::<FourthStreet>, bench_replay::<FourthStreet>));
chunk_entry!(fourth_street, open_fourth_street_setup() => setup_page::<FourthStreet>().into_any());
chunk_entry!(fourth_street, open_fourth_street_season(league: Option<u32>) => season_page::<FourthStreet>(league).into_any());

type GameView = crate::ui::sim::GameView<FourthStreet>;

impl SimPage for FourthStreet {
    const PAGE: PageNames = PageNames::new("4th Street Hockey", "fs", "fourth-street", HELP);
    const RUN: RunWords = RunWords::new(false, "roll", ROLL_HINT);
    // Measured by realism_fourth_street over 400 league games: 8 of 8 bands on the standard
    // timer, 1 of 8 on the basic game's (1.77 goals and 18.5 shots a team a game).
    const SEASON_RULES_HINT: Option<&'static str> = Some(
        "A season starts on the book's standard timer (12-second plays), which gives season lines like the cards' own: the basic game's 20-second plays give about 60% of the shots and goals.",
    );

    fn is_regular(line: &crate::league::SkaterLine, team_games: u32) -> bool {
        crate::games::fourth_street::cards::is_regular(line, team_games)
    }
}

/// How the game plays, in our words, under the new-game page: one paragraph an item.
const HELP: &str = include_str!("help.txt");

const ROLL_HINT: &str = "Roll: the button, a tap on the dice or the rink, or Space.";

/// The 4th Street card's skater ratings (the book's letters), as the bench lists them.
const FOURTH_STREET_RATINGS: [RatingColumn; 15] = [
    ("PS", "passing"),
    ("SK", "skating"),
    ("W", "wrist shot"),
    ("S", "slap shot"),
    ("B", "breakaway"),
    ("DF", "defence"),
    ("CH", "checking"),
    ("PK", "penalty killing"),
    ("SP", "speed"),
    ("TP", "tip"),
    ("PN", "penalty tendency"),
    ("LP", "loose puck"),
    ("BL", "block"),
    ("EN", "enforcer"),
    ("PH", "physical"),
];

/// What 4th Street reads of a skater at each place: passing, skating and shots up front,
/// defence, checking and blocks behind, PK on the penalty kill.
const FOURTH_STREET_SLOTS: SlotRatings = SlotRatings {
    centre: &["PS", "SK", "W"],
    wing: &["SK", "W", "S"],
    defence: &["DF", "CH", "BL"],
    power_play: &["PS", "W", "S"],
    penalty_kill: &["PK", "DF", "BL"],
};

impl BenchSim for FourthStreet {
    fn rating_columns() -> &'static [RatingColumn] {
        &FOURTH_STREET_RATINGS
    }

    fn slot_ratings() -> &'static SlotRatings {
        &FOURTH_STREET_SLOTS
    }

    fn skater_ratings(&self, team: Team) -> Vec<RatedSkater> {
        let cards = self.sheet(team).skaters.iter().enumerate();
        cards
            .map(|(i, c)| {
                let r = &c.ratings;
                let u = |v: u8| Some(i16::from(v));
                let s = |v: i8| Some(i16::from(v));
                RatedSkater {
                    index: i as u8,
                    name: c.name.clone(),
                    position: c.position.to_string(),
                    values: vec![
                        u(r.ps),
                        u(r.sk),
                        u(r.w),
                        u(r.s),
                        u(r.b),
                        u(r.df),
                        u(r.ch),
                        u(r.pk),
                        u(r.sp),
                        u(r.tp),
                        s(r.pn),
                        s(r.lp),
                        s(r.bl),
                        u(r.en),
                        u(r.ph),
                    ],
                }
            })
            .collect()
    }

    fn open_shooters(&self, team: Team) -> Vec<(u8, u8, String)> {
        let open = self.shooters_open(team).into_iter();
        open.map(|p| {
            let card = self.skater(team, p);
            let (b, position) = (card.ratings.b, card.position.code());
            (p, b, format!("{} ({position}, breakaway {b})", card.name))
        })
        .collect()
    }

    fn puck_team(&self) -> Option<Team> {
        self.holder().map(|(team, _)| team)
    }

    fn goalie_text(&self, team: Team) -> String {
        FourthStreet::goalie_text(self, team)
    }

    fn shooter(team: Team, player: u8) -> Action {
        Action::Shooter { team, player }
    }

    fn centre(game: GameView, table: Option<SimTable<FourthStreet>>) -> AnyView {
        let Some(table) = table else {
            return view! {
                <div class="fs-play">
                    <Board game=game on_roll=None />
                    <Tray game=game can_roll=false on_roll=Callback::new(|_: ()| {}) />
                </div>
            }
            .into_any();
        };
        let (can_roll_now, running) = (table.can_step_now(), table.running);
        let can_roll = Signal::derive(move || can_roll_now.get() && !running.get());
        let on_roll = table.on_step();
        view! {
            <Decisions game=game dispatch=table.dispatcher() />
            <div class="fs-play">
                <Board game=game on_roll=Some(on_roll) />
                <Tray game=game can_roll=can_roll on_roll=on_roll />
            </div>
        }
        .into_any()
    }

    fn panels(game: GameView, replay: Option<ReplayPanels<FourthStreet>>) -> AnyView {
        match replay {
            None => view! { <Panels game=game /> }.into_any(),
            Some(ReplayPanels {
                full,
                on_pick,
                current,
            }) => {
                let full_log = log_lines(full);
                view! { <Panels game=game on_pick=on_pick current=current full_log=full_log /> }
                    .into_any()
            }
        }
    }

    fn team_panel(game: GameView, team: Team, dispatch: Option<Callback<Action>>) -> AnyView {
        view! { <TeamPanel game=game team=team dispatch=dispatch /> }.into_any()
    }

    fn lines_open(&self) -> bool {
        self.before_opening_faceoff()
    }

    fn bench_lineup(&self, team: Team) -> Lineup {
        self.lineup(team)
    }

    fn bench_goalies(&self, team: Team) -> Vec<BenchPlayer> {
        let goalies = self.sheet(team).goalies.iter();
        BenchPlayer::list(goalies.map(|g| (g.name.clone(), "G".to_string())))
    }

    fn bench_skaters(&self, team: Team) -> Vec<BenchPlayer> {
        let cards = self.sheet(team).skaters.iter();
        BenchPlayer::list(cards.map(|c| (c.name.clone(), c.position.to_string())))
    }

    fn goalie_in_net(&self, team: Team) -> u8 {
        self.in_net[team]
    }

    fn set_lineup(team: Team, lineup: Lineup) -> Action {
        Action::SetLineup { team, lineup }
    }

    fn shootout_goalie(team: Team, goalie: u8) -> Action {
        Action::ShootoutGoalie { team, goalie }
    }

    fn shootout_goalie_options(&self, team: Team) -> Vec<u8> {
        self.shootout_goalies(team)
    }

    fn shootout_goalie_label(&self, team: Team, goalie: u8) -> String {
        let card = &self.sheet(team).goalies[usize::from(goalie)];
        match card.season.save_pct() {
            Some(pct) => format!("{} ({pct:.3})", card.name),
            None => card.name.clone(),
        }
    }

    fn shootout_goalie_hint() -> &'static str {
        "His season's save percentage in brackets."
    }

    fn bench_units(&self, team: Team) -> Option<Units> {
        self.units_open().then(|| self.special_units(team))
    }

    fn set_units(team: Team, units: Units) -> Option<Action> {
        Some(Action::SpecialUnits { team, units })
    }

    fn units_go_now(&self, team: Team) -> bool {
        FourthStreet::units_go_now(self, team)
    }

    fn may_keep_group(&self, team: Team) -> bool {
        self.may_play_lines_on_special_teams(team)
    }

    fn keep_group(team: Team) -> Option<Action> {
        Some(Action::LinesOnSpecialTeams { team })
    }

    fn keep_group_words() -> &'static str {
        "Play my lines on special teams, no units"
    }

    fn lines_on_special_teams(&self, team: Team) -> bool {
        self.lines_on_special_teams[team]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::Session;
    use crate::games::fourth_street::state::Options;
    use crate::games::sim::Decisions;
    use crate::ui::sim::summary;
    use crate::ui::widgets::rink_board::Token;
    use crate::ui::widgets::rink_board::{TOKEN_R, token_layout};

    /// Every position of two computer-managed games: the board draws each skater where no
    /// other token covers him, and the save's summary reads.
    #[test]
    fn the_board_never_hides_a_token() {
        for seed in 0..2 {
            let mut session = Session::<FourthStreet>::new(Options::default(), seed);
            let mut positions = 0;
            while session.state.outcome().is_none() {
                let action = session.state.computer_choice().unwrap_or(Action::Roll);
                session.apply(action).unwrap();
                let tokens: Vec<Token> = session
                    .state
                    .tokens()
                    .into_iter()
                    .map(|t| Token {
                        team: t.team,
                        number: t.slot,
                        area: t.area,
                        has_puck: t.has_puck,
                    })
                    .collect();
                let spots = token_layout(&tokens);
                for (i, a) in spots.iter().enumerate() {
                    for b in &spots[i + 1..] {
                        assert!(
                            (a.0 - b.0).hypot(a.1 - b.1) >= 2.0 * TOKEN_R,
                            "seed {seed}: tokens at {a:?} and {b:?} overlap ({:?})",
                            session.state.step
                        );
                    }
                }
                positions += 1;
            }
            assert!(positions > 200);
            let s = summary(&session.state);
            assert!(s.period.starts_with("Final"), "{}", s.period);
            assert!(s.teams.contains("(computer) vs "), "{}", s.teams);
        }
    }
}
