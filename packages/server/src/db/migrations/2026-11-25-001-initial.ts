import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

/**
 * The initial schema, with room for the whole spec. Frozen in time: it imports no application
 * code. Conventions (docs/decisions/002-portable-schema.md): money in integer minor units,
 * booleans as integer 0/1, dates as ISO-8601 text, JSON documents as text; the only
 * SQLite/PostgreSQL branch is the auto-increment primary key.
 */

type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId<T extends string>(pg: boolean) {
  return (table: CreateTableBuilder<T, never>) =>
    pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const bool = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const money = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const id = withId(pg);
  const ts = 'text';
  const now = pg
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // --- settings and translations -------------------------------------------------------
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('translations_pk', ['language', 'namespace', 'key'])
    .execute();

  // --- accounts ---------------------------------------------------------------------------
  await id(db.schema.createTable('accounts'))
    .addColumn('customer_number', 'text', (c) => c.notNull().unique())
    .addColumn('shop', 'text', (c) => c.notNull())
    .addColumn('company_code', 'text')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('password_initialization', 'integer', bool)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('de'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('credit_line', 'integer', money)
    .addColumn('tax_free', 'integer', bool)
    .addColumn('block_basket', 'integer', bool)
    .addColumn('show_prices', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hide_evp', 'integer', bool)
    .addColumn('enable_drop_shipping', 'integer', bool)
    .addColumn('business_console', 'integer', bool)
    .addColumn('shop_type', 'integer')
    .addColumn('tax_identification_number', 'text')
    .addColumn('website', 'text')
    .addColumn('shipping_information', 'text')
    .addColumn('logo_image', 'text')
    .addColumn('privacy_accepted_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', ts)
    .execute();

  await id(db.schema.createTable('account_contacts'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('gender', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text')
    .addColumn('cell_phone', 'text')
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await id(db.schema.createTable('account_addresses'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('billing', 'shipping')`))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('adding', 'text')
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('account_messages'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('els_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('show_one_time', 'integer', bool)
    .addColumn('seen_at', ts)
    .execute();

  await id(db.schema.createTable('saved_searches'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('saved_searches_name_unique', ['account_id', 'name'])
    .execute();

  // identity: refresh tokens, recovery links, registrations, uploads
  await id(db.schema.createTable('refresh_tokens'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('stay_connected', 'integer', bool)
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable('password_recoveries'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable('uploads'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable('registrations'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('shop', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('upload_reference', 'text')
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('decided_at', ts)
    .execute();

  // --- catalog ----------------------------------------------------------------------------
  for (const table of ['producers', 'themes', 'product_types', 'categories'] as const) {
    let builder = id(db.schema.createTable(table))
      .addColumn('old_db_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      // per-language names as a JSON object {de: "...", en: "..."}; name is the fallback
      .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('menu_order', 'integer');
    if (table === 'themes')
      builder = builder.addColumn('producer_id', 'integer', (c) => c.references('producers.id'));
    if (table === 'categories')
      builder = builder.addColumn('parent_id', 'integer', (c) => c.references('categories.id'));
    await builder.execute();
  }

  await id(db.schema.createTable('campaigns'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('starts_at', ts)
    .addColumn('ends_at', ts)
    .addColumn('rebate', 'integer', bool)
    .addColumn('banner_image', 'text')
    .execute();

  await id(db.schema.createTable('menu_entries'))
    .addColumn('parent_id', 'integer', (c) => c.references('menu_entries.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('menu_order', 'integer', (c) => c.notNull())
    .addColumn('row', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await id(db.schema.createTable('articles'))
    .addColumn('article_number', 'text', (c) => c.notNull().unique())
    .addColumn('main_article_number', 'text')
    .addColumn('variant_value', 'text')
    .addColumn('variant_order', 'integer')
    .addColumn('producer_id', 'integer', (c) => c.references('producers.id'))
    .addColumn('product_type_id', 'integer', (c) => c.references('product_types.id'))
    .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('stock_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock_quantity >= 0`),
    )
    .addColumn('low_stock', 'integer', bool)
    .addColumn('case_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`case_quantity >= 1`),
    )
    .addColumn('producer_case_quantity', 'integer')
    .addColumn('barcode', 'text')
    .addColumn('weight', 'integer')
    .addColumn('size', 'text')
    .addColumn('delivery_type', 'text')
    .addColumn('oversize', 'integer', bool)
    .addColumn('allow_dropshipping', 'integer', bool)
    .addColumn('tax_rate', 'integer', (c) => c.notNull().defaultTo(19))
    .addColumn('taric', 'text')
    .addColumn('package_type', 'text')
    .addColumn('single_status', 'text')
    .addColumn('restriction', 'text')
    .addColumn('video', 'text')
    .addColumn('release_date', ts)
    .addColumn('preorder_date', ts)
    .addColumn('preorder_deadline', ts)
    .addColumn('intake_date', ts)
    .addColumn('eta_date', ts)
    .addColumn('inshop_date', ts)
    .addColumn('special_date', ts)
    .addColumn('sold_out_date', ts)
    .addColumn('first_sales_day', ts)
    .addColumn('countdown', ts)
    .addColumn('max_qty', 'integer')
    .addColumn('max_qty_date', ts)
    .addColumn('delivery_delay', 'integer')
    .addColumn('freight_surcharge', 'integer', money)
    .addColumn('is_magic_item', 'integer', bool)
    .addColumn('magic_release_date', ts)
    .addColumn('magic_no_prerelease_deadline', ts)
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('articles_main_number')
    .on('articles')
    .column('main_article_number')
    .execute();
  await db.schema.createIndex('articles_barcode').on('articles').column('barcode').execute();
  await db.schema.createIndex('articles_producer').on('articles').column('producer_id').execute();
  await db.schema
    .createIndex('articles_product_type')
    .on('articles')
    .column('product_type_id')
    .execute();
  await db.schema.createIndex('articles_state').on('articles').column('state').execute();

  await db.schema
    .createTable('article_localizations')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.id').onDelete('cascade'),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    // the language a text was actually written in, when it reuses another language's text
    .addColumn('source_language', 'text')
    .addPrimaryKeyConstraint('article_localizations_pk', ['article_id', 'language'])
    .execute();

  await id(db.schema.createTable('article_images'))
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('main'))
    .execute();
  await db.schema
    .createIndex('article_images_article')
    .on('article_images')
    .column('article_id')
    .execute();

  for (const [table, column, target] of [
    ['article_themes', 'theme_id', 'themes.id'],
    ['article_categories', 'category_id', 'categories.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('article_id', 'integer', (c) =>
        c.notNull().references('articles.id').onDelete('cascade'),
      )
      .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['article_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }

  await db.schema
    .createTable('article_categorisations')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.id').onDelete('cascade'),
    )
    .addColumn('code', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_categorisations_pk', ['article_id', 'code'])
    .execute();
  await db.schema
    .createIndex('article_categorisations_code')
    .on('article_categorisations')
    .column('code')
    .execute();

  // one price system per article and currency, with its case-quantity price list
  await db.schema
    .createTable('article_prices')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.id').onDelete('cascade'),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('single_price', 'integer', (c) => c.notNull().check(sql`single_price >= 0`))
    .addColumn('old_price', 'integer')
    .addColumn('evp', 'integer')
    .addColumn('rebate', 'integer', money)
    .addColumn('preorder_rebate', 'integer', money)
    .addPrimaryKeyConstraint('article_prices_pk', ['article_id', 'currency'])
    .execute();

  await db.schema
    .createTable('article_price_tiers')
    .addColumn('article_id', 'integer', (c) =>
      c.notNull().references('articles.id').onDelete('cascade'),
    )
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 1`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('rebate', 'integer', money)
    .addPrimaryKeyConstraint('article_price_tiers_pk', ['article_id', 'currency', 'amount'])
    .execute();

  await db.schema
    .createTable('article_gpsr')
    .addColumn('article_id', 'integer', (c) =>
      c.primaryKey().references('articles.id').onDelete('cascade'),
    )
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('responsible_person', 'text')
    .addColumn('safety_warnings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  // --- basket -----------------------------------------------------------------------------
  await id(db.schema.createTable('baskets'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().unique().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable('basket_lines'))
    .addColumn('basket_id', 'integer', (c) =>
      c.notNull().references('baskets.id').onDelete('cascade'),
    )
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('price_at_add', 'integer', (c) => c.notNull())
    .addColumn('quantity_at_add', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('added_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('basket_lines_article_unique', ['basket_id', 'article_number'])
    .execute();

  await id(db.schema.createTable('saved_baskets'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('dropshipping', 'text')
    .addColumn('saved_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('saved_baskets_note_unique', ['account_id', 'note'])
    .execute();

  await id(db.schema.createTable('saved_basket_lines'))
    .addColumn('saved_basket_id', 'integer', (c) =>
      c.notNull().references('saved_baskets.id').onDelete('cascade'),
    )
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();

  // --- orders -----------------------------------------------------------------------------
  await id(db.schema.createTable('orders'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('basket_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('net', 'integer', money)
    .addColumn('vat_normal', 'integer', money)
    .addColumn('vat_reduced', 'integer', money)
    .addColumn('shipping', 'integer', money)
    .addColumn('total', 'integer', money)
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dropshipping', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('orders_account')
    .on('orders')
    .columns(['account_id', 'created_at'])
    .execute();

  await id(db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('single_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', money)
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .addColumn('tax_rate', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'done')`))
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'route', 'key'])
    .execute();

  // back orders and pre-orders still open at the supplier side
  await id(db.schema.createTable('open_orders'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('article_number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('backorder', 'preorder')`))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('order_date', ts, (c) => c.notNull())
    .addColumn('last_intake_date', ts)
    .addColumn('eta_estimate', 'text')
    .addColumn('eta_date', ts)
    .addColumn('single_price', 'integer', (c) => c.notNull())
    .addColumn('rebate', 'integer', money)
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('case_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('available_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('po_number', 'text')
    .addColumn('reference', 'text')
    .execute();
  await db.schema
    .createIndex('open_orders_account')
    .on('open_orders')
    .column('account_id')
    .execute();

  // --- invoices and payments ---------------------------------------------------------------
  await id(db.schema.createTable('invoices'))
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('date', ts, (c) => c.notNull())
    .addColumn('due_date', ts, (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'integer', (c) => c.notNull())
    .addColumn('paid_at', ts)
    .addColumn('canceled', 'integer', bool)
    .addColumn('canceled_origin', 'text')
    .execute();
  await db.schema
    .createIndex('invoices_account')
    .on('invoices')
    .columns(['account_id', 'date'])
    .execute();

  await id(db.schema.createTable('transactions'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  // one successful payment per invoice
  await sql`create unique index transactions_one_success on transactions (invoice_id) where status = 'settled'`.execute(
    db,
  );

  await db.schema
    .createTable('turnover')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('turnover_pk', ['account_id', 'year'])
    .execute();

  // --- newsletter --------------------------------------------------------------------------
  await id(db.schema.createTable('newsletter_emails'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', bool)
    .addColumn('types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('validation_token', 'text')
    .addColumn('validated_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('newsletter_emails_unique', ['account_id', 'email'])
    .execute();

  await id(db.schema.createTable('newsletters'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('teaser', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('article_numbers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published_at', ts, (c) => c.notNull())
    .execute();

  // --- content -----------------------------------------------------------------------------
  await id(db.schema.createTable('banners'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await id(db.schema.createTable('partners'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('in_slider', 'integer', bool)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('faq_groups'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('general')
        .check(sql`kind in ('general', 'gpsr')`),
    )
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('faq_questions'))
    .addColumn('group_id', 'integer', (c) =>
      c.notNull().references('faq_groups.id').onDelete('cascade'),
    )
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('polls'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('polls_hash_language', ['hash', 'language'])
    .execute();

  await id(db.schema.createTable('poll_answers'))
    .addColumn('poll_id', 'integer', (c) => c.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable('vacancies'))
    .addColumn('link', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await id(db.schema.createTable('payment_methods'))
    .addColumn('value', 'integer', (c) => c.notNull().unique())
    .addColumn('restricted', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('exclusive', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await id(db.schema.createTable('contact_requests'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Db): Promise<void> {
  const tables = [
    'contact_requests',
    'payment_methods',
    'vacancies',
    'poll_answers',
    'polls',
    'faq_questions',
    'faq_groups',
    'partners',
    'banners',
    'newsletters',
    'newsletter_emails',
    'turnover',
    'transactions',
    'invoices',
    'open_orders',
    'idempotency_keys',
    'order_lines',
    'orders',
    'saved_basket_lines',
    'saved_baskets',
    'basket_lines',
    'baskets',
    'article_gpsr',
    'article_price_tiers',
    'article_prices',
    'article_categorisations',
    'article_categories',
    'article_themes',
    'article_images',
    'article_localizations',
    'articles',
    'menu_entries',
    'campaigns',
    'categories',
    'product_types',
    'themes',
    'producers',
    'registrations',
    'uploads',
    'password_recoveries',
    'refresh_tokens',
    'saved_searches',
    'account_messages',
    'account_addresses',
    'account_contacts',
    'accounts',
    'translations',
    'app_settings',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
