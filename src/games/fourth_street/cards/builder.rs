//! The card builder: shot, drift and action sections solved from a stat line, and a team's cards.

use super::*;

/// The shot section's misses (black, white, wide right?): where slap shots read them twice as
/// often as wrist shots and breakaways hardly at all (misses: wrist 8/36, slap 11/36,
/// breakaway 3/36; about 30% of unblocked NHL attempts miss).
pub const WIDE_CELLS: [(u8, u8, bool); 8] = [
    (6, 6, true),
    (6, 3, true),
    (3, 6, false),
    (6, 1, true),
    (1, 6, false),
    (5, 2, true),
    (2, 5, false),
    (4, 4, false),
];
/// The drift section's arrow cells: (3,5) is ↳ on every card (the walk-through's drift), the
/// other eight carry the eight directions in an order seeded by the player's id.
pub const ARROW_CELLS: [(u8, u8); 9] = [
    (3, 5),
    (6, 2),
    (2, 6),
    (6, 4),
    (4, 6),
    (6, 5),
    (5, 6),
    (1, 4),
    (4, 1),
];
/// ⓐ sits at (6,3) on every card (the tip example); defencemen also have ➁ at (3,3) and a
/// second ✪ at (1,5); everyone has ✪ at (6,6).
pub const TIP_CELL: (u8, u8) = (6, 3);
pub const CENTRE_TIP_CELL: (u8, u8) = (3, 3);
pub const SCREEN_CELLS: [(u8, u8); 2] = [(6, 6), (1, 5)];
/// The O columns' default wild-card widths (the sample chart's 13, 10 and 8, a little less to
/// leave room for shots); they give way to shots down to 2.
const WILD_O: [u8; 3] = [9, 8, 6];
const WILD_MIN: u8 = 2;

fn drift_section(position: Position, seeded: &mut Seeded) -> DriftSection {
    let mut cells = [[Drift::Nothing; 6]; 6];
    let mut set = |(b, w): (u8, u8), d: Drift| cells[usize::from(b - 1)][usize::from(w - 1)] = d;
    let mut arrows = DriftArrow::ALL;
    seeded.shuffle(&mut arrows);
    set(ARROW_CELLS[0], Drift::Arrow(DriftArrow::DownRight));
    for (&cell, &a) in ARROW_CELLS[1..].iter().zip(&arrows) {
        set(cell, Drift::Arrow(a));
    }
    set(TIP_CELL, Drift::TipRank(1));
    set(SCREEN_CELLS[0], Drift::Screen);
    if position == Position::Defence {
        set(CENTRE_TIP_CELL, Drift::TipBy(2));
        set(SCREEN_CELLS[1], Drift::Screen);
    }
    DriftSection { cells }
}

/// Grid cells in the order the best zones are placed: nearest the breakaway corner (1,1) first
/// (breakaways read low dice more, slap shots high ones).
fn reach_order() -> Vec<(u8, u8)> {
    let mut cells: Vec<(u8, u8)> = (1..=6u8)
        .flat_map(|b| (1..=6u8).map(move |w| (b, w)))
        .filter(|&(b, w)| !WIDE_CELLS.iter().any(|&(x, y, _)| (x, y) == (b, w)))
        .collect();
    cells.sort_by_key(|&(b, w)| (b + w, b));
    cells
}

/// ◘ cells by shooting percentage: one per 3 points over 5% (0-4), the text's "scorers have more".
fn plan_cells(line: &SkaterLine) -> usize {
    let pct = line.shooting_pct().unwrap_or(0.0);
    if line.shots < 20 {
        return 0;
    }
    ((pct - 0.05) / 0.03).floor().clamp(0.0, 4.0) as usize
}

/// A shot section: misses, `plan` ◘ cells, and the zones with weights e^(λ·z) over the zones'
/// standardised values, best zones nearest the breakaway corner.
fn shot_section(values: &[f64; 25], lambda: f64, plan: usize) -> ShotSection {
    let mut cells = [[ShotTarget::WideLeft; 6]; 6];
    for &(b, w, right) in &WIDE_CELLS {
        cells[usize::from(b - 1)][usize::from(w - 1)] = if right {
            ShotTarget::WideRight
        } else {
            ShotTarget::WideLeft
        };
    }
    let order = reach_order();
    for &(b, w) in order.iter().take(plan) {
        cells[usize::from(b - 1)][usize::from(w - 1)] = ShotTarget::GamePlan;
    }
    let n = order.len() - plan;
    let mean = values.iter().sum::<f64>() / 25.0;
    let sd = (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / 25.0)
        .sqrt()
        .max(1e-9);
    let weights: Vec<f64> = values
        .iter()
        .map(|v| (lambda * (v - mean) / sd).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let exact: Vec<f64> = weights.iter().map(|w| w / total * n as f64).collect();
    let mut counts: Vec<usize> = exact.iter().map(|e| e.floor() as usize).collect();
    let mut by_remainder: Vec<usize> = (0..25).collect();
    by_remainder.sort_by(|&a, &b| {
        (exact[b] - exact[b].floor())
            .total_cmp(&(exact[a] - exact[a].floor()))
            .then(a.cmp(&b))
    });
    let mut left = n - counts.iter().sum::<usize>();
    for z in by_remainder.into_iter().cycle() {
        if left == 0 {
            break;
        }
        counts[z] += 1;
        left -= 1;
    }
    let mut zones: Vec<usize> = (0..25).collect();
    zones.sort_by(|&a, &b| values[b].total_cmp(&values[a]).then(a.cmp(&b)));
    let placed = zones
        .into_iter()
        .flat_map(|z| std::iter::repeat_n(z, counts[z]));
    for (&(b, w), z) in order.iter().skip(plan).zip(placed) {
        cells[usize::from(b - 1)][usize::from(w - 1)] = ShotTarget::Zone(zone_at(z));
    }
    ShotSection { cells }
}

/// The per-player widths of the action block.
#[derive(Debug, Clone, Copy)]
struct Widths {
    /// D-ES PD (36-45); the other columns' PD and SC follow it.
    pd: u8,
    /// His passing share (PD against SC in the O columns).
    pass: f64,
    pn: u8,
    wp: u8,
    /// (WS, SS) in O-ES, O-PP, O-SH.
    shots: [(u8, u8); 3],
}

/// The largest shot width (WS + SS) a column can take.
fn shot_room(o: usize, pn: u8, wp: u8) -> u8 {
    let fixed = [(2, 2), (1, 3), (24, 1)][o];
    100 - (fixed.0 + fixed.1 + pn + 1 + wp + WILD_MIN + 3)
}

/// WS and SS cut down (SS first) to fit `room`.
fn fitted((ws, ss): (u8, u8), room: u8) -> (u8, u8) {
    let ss = ss.min(room);
    (ws.min(room - ss), ss)
}

/// The seven columns (D25's shape, the module doc's widths).
fn action_block(w: &Widths) -> PuckActionBlock {
    use PuckAction::*;
    let rest = |used: u8| 100u8.saturating_sub(used);
    let d_es = [
        (Pd, w.pd),
        (Sc, 60 - w.pd),
        (Dc, 15),
        (Ice, 6),
        (Pn, w.pn),
        (Inj, 1),
        (Wp, w.wp),
    ];
    let d_pp = [
        (Pd, w.pd + 8),
        (Sc, 68 - w.pd),
        (Dc, 2),
        (Ice, 2),
        (Pn, w.pn),
        (Inj, 1),
    ];
    let d_sh = [
        (Pd, 10),
        (Sc, 10),
        (Dc, 23),
        (Ice, 49),
        (Pn, w.pn),
        (Inj, 1),
        (Wp, w.wp),
    ];
    let n = [
        (Pd, w.pd + 4),
        (Sc, 59 - w.pd),
        (Dc, 12),
        (Ice, 5),
        (Off, 3),
        (Pn, w.pn),
        (Inj, 1),
    ];
    let with_wild = |fixed: &[(PuckAction, u8)]| {
        let used: u8 = fixed.iter().map(|x| x.1).sum();
        let mut v = fixed.to_vec();
        v.push((Wild, rest(used)));
        PuckActions::from_widths(&v)
    };
    let offensive = |o: usize| {
        let (dc, off) = [(2, 2), (1, 3), (24, 1)][o];
        let wp = if o == 0 { w.wp } else { 0 };
        let (ws, ss) = fitted(w.shots[o], shot_room(o, w.pn, wp));
        let fixed = dc + off + w.pn + 1 + wp + ws + ss;
        let wild = WILD_O[o].min(100u8.saturating_sub(fixed + 3)).max(WILD_MIN);
        let left = 100 - fixed - wild;
        let pd = ((f64::from(left) * w.pass).round() as u8).clamp(2, left - 1);
        PuckActions::from_widths(&[
            (Pd, pd),
            (Sc, left - pd),
            (Dc, dc),
            (Off, off),
            (Pn, w.pn),
            (Inj, 1),
            (Wp, wp),
            (Ws, ws),
            (Ss, ss),
            (Wild, wild),
        ])
    };
    PuckActionBlock {
        columns: [
            with_wild(&d_es),
            with_wild(&d_pp),
            with_wild(&d_sh),
            with_wild(&n),
            offensive(0),
            offensive(1),
            offensive(2),
        ],
    }
}

/// The widest PN range a column gets.
pub const PN_MAX: u8 = 6;

/// Picks the PN width (0-6, every column) and the ☢ cells of DF (0-5) and CH (0-6) whose
/// penalty minutes come nearest his line. ☢ in his own DF and CH columns is preferred to PN: a
/// ☢ he wins on puts the chart's defensive side on him (1.6 minutes a call), a PN action only
/// its offensive side (1.0 minutes), the rest landing on whoever the d6p names.
fn solve_penalties(card: &mut SkaterCard, widths: &mut Widths, exposure: &Exposure, want: f64) {
    let mut best = (f64::INFINITY, 0u8, 0usize, 0usize);
    for pn in 0..=PN_MAX {
        widths.pn = pn;
        card.actions = action_block(widths);
        for nd in 0..=DF_PENALTY_ROWS.len() {
            card.df = df_column(card.ratings.df, nd);
            for nc in 0..=CH_PENALTY_ROWS.len() {
                card.ch = ch_column(card.ratings.ch, nc);
                let err = (expected_pim(card, exposure) - want).abs()
                    + 0.002 * (1.5 * f64::from(pn) + nd as f64 + nc as f64);
                if err < best.0 {
                    best = (err, pn, nd, nc);
                }
            }
        }
    }
    widths.pn = best.1;
    for o in 0..3 {
        let wp = if o == 0 { widths.wp } else { 0 };
        widths.shots[o] = fitted(widths.shots[o], shot_room(o, widths.pn, wp));
    }
    card.actions = action_block(widths);
    card.df = df_column(card.ratings.df, best.2);
    card.ch = ch_column(card.ratings.ch, best.3);
}

/// A stream's kind, levels (as bits), tack-on and rebound share (as bits).
type Shape = (ShotKind, [u64; 3], u16, u64);

/// Target tables by the stream's shape (kind, levels, tack-on, rebound share), for one drift
/// section and slot: the solvers ask for the same few shapes many times.
struct TableCache {
    drift: DriftSection,
    slot: u8,
    tables: Vec<(Shape, TargetTable)>,
}

impl TableCache {
    fn new(card: &SkaterCard, exposure: &Exposure) -> TableCache {
        TableCache {
            drift: card.drift,
            slot: exposure.slot,
            tables: Vec::new(),
        }
    }

    fn get(&mut self, s: &Stream) -> TargetTable {
        let shape = (
            s.kind,
            s.levels.map(f64::to_bits),
            s.tack,
            s.rebound.to_bits(),
        );
        if let Some((_, t)) = self.tables.iter().find(|(k, _)| *k == shape) {
            return t.clone();
        }
        let t = TargetTable::of(&self.drift, self.slot, s, reference_average());
        self.tables.push((shape, t.clone()));
        t
    }
}

fn tables(
    card: &SkaterCard,
    exposure: &Exposure,
    cache: &mut TableCache,
) -> Vec<(Stream, TargetTable)> {
    streams(card, exposure)
        .into_iter()
        .map(|s| {
            let t = cache.get(&s);
            (s, t)
        })
        .collect()
}

/// Sets the O-column shot widths so his shots on goal a game by strength come back: the
/// power-play and short-handed columns their shares, even strength the rest after the shots
/// the other streams (●, ♢, rushes, tips) give. A column that cannot hold its shots passes the
/// rest on (PP and SH to ES; ES to PP, then SH). A few Newton steps settle the wild cards that
/// give way to shots and the zones' drifts.
fn solve_widths(
    card: &mut SkaterCard,
    widths: &mut Widths,
    exposure: &Exposure,
    want: [f64; 3],
    cache: &mut TableCache,
) {
    let slap_share = if card.position == Position::Defence {
        0.65
    } else {
        0.35
    };
    for _ in 0..4 {
        card.actions = action_block(widths);
        let t = tables(card, exposure, cache);
        let mut parts = [0.0; 3];
        let mut slope = [0.0; 3];
        let mut total = exposure.tips;
        for (s, table) in &t {
            let per_attempt = s.through() * table.per_attempt(&card.shot, s.kind).0;
            total += s.attempts * per_attempt;
            if let Some(o) = s.column {
                parts[o] += s.attempts * per_attempt;
                let rolls = exposure.rolls[O_COLUMNS[o].index()] / 100.0;
                let share = match s.kind {
                    _ if s.wild => 0.0,
                    ShotKind::Slap => slap_share,
                    _ => 1.0 - slap_share,
                };
                slope[o] += rolls * share * per_attempt;
            }
        }
        let extras = total - parts.iter().sum::<f64>();
        let mut need = [
            want[0] - extras - parts[0],
            want[1] - parts[1],
            want[2] - parts[2],
        ];
        let mut set = |o: usize, need: f64| -> f64 {
            let (ws, ss) = widths.shots[o];
            let have = f64::from(ws + ss);
            if slope[o] <= 0.0 {
                return need;
            }
            let room = f64::from(shot_room(o, widths.pn, if o == 0 { widths.wp } else { 0 }));
            let total = (have + need / slope[o]).round().clamp(0.0, room);
            let slap = (total * slap_share).round();
            widths.shots[o] = ((total - slap) as u8, slap as u8);
            need - (total - have) * slope[o]
        };
        for o in [1, 2] {
            let left = set(o, need[o]);
            need[0] += left.max(0.0);
        }
        let left = set(0, need[0]);
        if left > 0.0 {
            let left = set(1, left);
            set(2, left);
        }
    }
    card.actions = action_block(widths);
}

/// The chance a wild card in an O column becomes a shot (A71).
pub(super) fn wild_shoot(r: &SkaterRatings, levels: [f64; 3]) -> f64 {
    levels[0] + levels[1] + if r.s >= 15 { levels[2] } else { 0.0 }
}

/// Picks the zones (λ from -8 to 8 by 0.04) whose goals a game come nearest `want`.
fn solve_zones(
    card: &mut SkaterCard,
    exposure: &Exposure,
    values: &[f64; 25],
    plan: usize,
    want: f64,
    cache: &mut TableCache,
) {
    let t = tables(card, exposure, cache);
    let tips = tip_ledger(card, exposure).goals(reference_average());
    // Each stream's goals per unit of aim at each cell, so a section is a sum of 36 lookups.
    let mut by_cell = [[0.0; 27]; 36];
    for (stream, table) in &t {
        let n = stream.attempts * stream.through();
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                let p = n * stream.kind.face_odds(b) * stream.kind.face_odds(w);
                if p > 0.0 {
                    let cell = &mut by_cell[usize::from((b - 1) * 6 + w - 1)];
                    for (x, v) in cell.iter_mut().zip(&table.values) {
                        *x += p * v.1;
                    }
                }
            }
        }
    }
    let mut best = (f64::INFINITY, 0.0);
    for step in -200..=200 {
        let lambda = f64::from(step) * 0.04;
        let shot = shot_section(values, lambda, plan);
        let mut goals = tips;
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                goals += by_cell[usize::from((b - 1) * 6 + w - 1)][target_code(shot.read(b, w))];
            }
        }
        let err = (goals - want).abs();
        if err < best.0 - 1e-12 {
            best = (err, lambda);
        }
    }
    card.shot = shot_section(values, best.1, plan);
}

/// The man-advantage bonus (0-12) whose power-play goals (his O-PP column) come nearest
/// `want`, a smaller bonus on a near tie.
fn solve_man_advantage(
    card: &mut SkaterCard,
    exposure: &Exposure,
    want: f64,
    cache: &mut TableCache,
) {
    let mut best = (f64::INFINITY, card.ratings.man_advantage.one);
    for one in 0..=MAN_ADVANTAGE_MAX {
        card.ratings.man_advantage = man_advantage(one);
        let goals: f64 = tables(card, exposure, cache)
            .iter()
            .filter(|(s, _)| s.column == Some(1))
            .map(|(s, t)| s.attempts * s.through() * t.per_attempt(&card.shot, s.kind).1)
            .sum();
        let err = (goals - want).abs() + 0.0005 * f64::from(one);
        if err < best.0 {
            best = (err, one);
        }
    }
    card.ratings.man_advantage = man_advantage(best.1);
}

/// The zones' values to a shooter with these levels: the reference goalie's goal chance at
/// t = 0.
fn zone_values(levels: [f64; 3]) -> [f64; 25] {
    let goalies = reference_average();
    let mut v = [0.0; 25];
    for (z, x) in v.iter_mut().enumerate() {
        *x = goalies.zone_value(Aim::Zone(z as u8), levels);
    }
    v
}

/// Builds a skater's card from his season line (the module doc and [`base_ratings`] give every
/// formula): ratings, then the penalty cells, the shot widths, the zones and the man-advantage
/// bonus, each solved against the nominal model over his exposure in `team`.
pub fn skater_card(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> SkaterCard {
    let ctx = context_for(player, line, team);
    let Some(i) = ctx.index(&player.id) else {
        unreachable!("context_for adds the player")
    };
    build_skater(&ctx, i, player, line, team)
}

fn build_skater(
    ctx: &TeamContext,
    i: usize,
    player: &Player,
    line: &SkaterLine,
    team: &LeagueTeam,
) -> SkaterCard {
    let exposure = ctx.exposure(i);
    let mate = &ctx.mates[i];
    let games = f64::from(line.games);
    let mut seeded = Seeded::new(&player.id);
    let wp = u8::from(seeded.below(4) == 0);
    let pass = (f64::from(line.assists) + 1.0) / (f64::from(line.points()) + 2.0);
    let mut widths = Widths {
        pd: (32.0 + 15.0 * pass).round().clamp(36.0, 45.0) as u8,
        pass,
        pn: 1,
        wp,
        shots: [(0, 0); 3],
    };
    let ratings = mate.ratings.clone();
    let plan = plan_cells(line);
    let values = zone_values(exposure.levels);
    let mut card = SkaterCard {
        id: player.id.clone(),
        name: player.name.clone(),
        team: team.abbreviation.clone(),
        position: player.position,
        ps: ps_column(ratings.ps),
        sk: sk_column(ratings.sk),
        df: df_column(ratings.df, 0),
        ch: ch_column(ratings.ch, 0),
        shot: shot_section(&values, 0.0, plan),
        drift: drift_section(player.position, &mut seeded),
        actions: action_block(&widths),
        ratings,
        season: *line,
    };
    let mut cache = TableCache::new(&card, &exposure);
    let pim = per(f64::from(line.penalty_minutes), games) / ENGINE_PIM * mate.pim_factor;
    let shots_wanted = mate.shots.map(|x| x / ENGINE_SHOTS);
    solve_penalties(&mut card, &mut widths, &exposure, pim);
    let on_pp = exposure.rolls[ActionColumn::OffensivePowerPlay.index()] > 0.0;
    let goals: f64 = mate.goals.iter().sum();
    for _ in 0..2 {
        solve_widths(&mut card, &mut widths, &exposure, shots_wanted, &mut cache);
        solve_zones(&mut card, &exposure, &values, plan, goals, &mut cache);
        if on_pp && line.games > 0 {
            solve_man_advantage(&mut card, &exposure, mate.goals[1], &mut cache);
            solve_zones(&mut card, &exposure, &values, plan, goals, &mut cache);
        }
    }
    solve_widths(&mut card, &mut widths, &exposure, shots_wanted, &mut cache);
    // Once more: the O columns' PD and SC (what he loses to ☢ cells on) changed with the shots.
    solve_penalties(&mut card, &mut widths, &exposure, pim);
    card
}

/// Every skater's card of a team, in roster order, with his nominal exposure.
pub fn team_skater_cards(team: &LeagueTeam) -> Vec<(SkaterCard, Exposure)> {
    let ctx = TeamContext::of(team);
    team.skaters()
        .enumerate()
        .map(|(i, (p, l))| (build_skater(&ctx, i, p, l, team), ctx.exposure(i)))
        .collect()
}

/// How the nominal model deploys a team (the lines and pairs with their shares of even-strength
/// time, and the special-teams units), so the engine plays the team the way its cards were
/// built for. Indices are roster order, as in [`team_skater_cards`].
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Deployment {
    pub lines: Vec<[usize; 3]>,
    pub line_weight: Vec<f64>,
    pub pairs: Vec<[usize; 2]>,
    pub pair_weight: Vec<f64>,
    /// Five skaters (three forwards and two defencemen when the roster allows).
    pub pp_unit: Vec<usize>,
    pub pk_unit: Vec<usize>,
}

impl TeamContext {
    pub fn deployment(&self) -> Deployment {
        Deployment {
            lines: self.lines.clone(),
            line_weight: self.line_weight.clone(),
            pairs: self.pairs.clone(),
            pair_weight: self.pair_weight.clone(),
            pp_unit: self.pp_unit.clone(),
            pk_unit: self.pk_unit.clone(),
        }
    }
}

/// Every skater's card of a team, in roster order, and how the model deploys them.
pub fn team_cards_deployed(team: &LeagueTeam) -> (Vec<SkaterCard>, Deployment) {
    cards_deployed(team, TeamContext::of(team))
}

/// As [`team_cards_deployed`], each player's targets scaled by `corrections` and recipient
/// values that follow the corrected shots ([`TeamContext::shot_fitted`]).
pub fn team_cards_shot_fitted(
    team: &LeagueTeam,
    corrections: &Corrections,
) -> (Vec<SkaterCard>, Deployment) {
    cards_deployed(team, TeamContext::shot_fitted(team, corrections))
}

fn cards_deployed(team: &LeagueTeam, ctx: TeamContext) -> (Vec<SkaterCard>, Deployment) {
    let mut build = SkaterCardsBuild::new(ctx);
    while !build.step(team) {}
    build.finish()
}

/// A team's skater cards built one at a time: each card is solved against the model, which
/// takes a while, so a page can build a team's cards in slices and keep drawing.
pub struct SkaterCardsBuild {
    ctx: TeamContext,
    cards: Vec<SkaterCard>,
}

impl SkaterCardsBuild {
    pub fn new(ctx: TeamContext) -> Self {
        SkaterCardsBuild {
            ctx,
            cards: Vec::new(),
        }
    }

    /// Builds the next skater's card of `team` (the team the context was made from); true
    /// once every card is built.
    pub fn step(&mut self, team: &LeagueTeam) -> bool {
        let i = self.cards.len();
        match team.skaters().nth(i) {
            Some((player, line)) => {
                let card = build_skater(&self.ctx, i, player, line, team);
                self.cards.push(card);
                i + 1 >= team.skaters().count()
            }
            None => true,
        }
    }

    /// The cards in roster order, and how the model deploys them.
    pub fn finish(self) -> (Vec<SkaterCard>, Deployment) {
        (self.cards, self.ctx.deployment())
    }
}

/// The per-player corrections (section 7 step 3 of docs/fourth-street-readings.md): the nominal
/// model cannot see everything the engine does to one player (his linemates' passes, the score
/// effects, who is on the ice when a penalty is called), so `calibrate_fourth_street` plays the
/// league and writes `corrections.csv`, which version-2 cards are built with.
pub fn builtin_corrections() -> &'static Corrections {
    static TABLE: std::sync::OnceLock<Corrections> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        Corrections::parse(include_str!("../corrections.csv"))
            .expect("corrections.csv is well formed (a test checks it)")
    })
}

/// Version 3's table (`corrections_v3.csv`): all four stats fitted, shots through the recipient
/// values too ([`TeamContext::shot_fitted`]).
pub fn builtin_corrections_v3() -> &'static Corrections {
    static TABLE: std::sync::OnceLock<Corrections> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        Corrections::parse(include_str!("../corrections_v3.csv"))
            .expect("corrections_v3.csv is well formed (a test checks it)")
    })
}

/// A regular dresses for at least 60 of his team's 82 games.
pub fn is_regular(line: &SkaterLine, team_games: u32) -> bool {
    u64::from(line.games) * 82 >= 60 * u64::from(team_games.max(1))
}
