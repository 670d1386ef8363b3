using System;
using System.Data.Common;
using System.Threading.Tasks;
using MassTransit;
using Microsoft.EntityFrameworkCore;

// Claim first: the inbox row is written before the handler, in the same transaction
public class OrderCreatedConsumer : IConsumer<OrderCreated>
{
    private readonly AppDbContext _db;
    // @if send-email
    private readonly IEmailSender _email;

    public OrderCreatedConsumer(AppDbContext db, IEmailSender email)
    {
        _email = email;
    // @else

    public OrderCreatedConsumer(AppDbContext db)
    {
    // @endif
        _db = db;
    }

    // @step receive handle
    public async Task Consume(ConsumeContext<OrderCreated> context)
    // @end
    {
        // @step crash-before-handle
        // (crash point) before the handler: the broker still holds the message
        // @end
        var messageId = context.MessageId.ToString();
        try
        {
            // @step begin
            using (var transaction = await _db.Database.BeginTransactionAsync())
            // @end
            {
                // @step inbox-claim
                // 1. Claim the message: a second claim of the same id inserts nothing
                int claimed = await _db.Database.ExecuteSqlInterpolatedAsync($@"INSERT INTO inbox(message_id, consumer, consumed_at)
                    VALUES({messageId}, {nameof(OrderCreatedConsumer)}, {DateTime.UtcNow}) ON CONFLICT DO NOTHING");
                // @end
                if (claimed == 0)
                {
                    // @step claim-conflict
                    // Already claimed: a duplicate
                    await transaction.RollbackAsync();
                    // @end
                    // @step ack-duplicate
                    await context.ConsumeCompleted();
                    return;
                    // @end
                }
                // @step work
                // 2. The handler's own work, inside the claim's transaction
                var order = await OrderLogic.PrepareAsync(context.Message);
                // @end
                // @if send-email
                // @insert send-email
                // @else
                // @insert write-effect
                // @endif
                // @step crash-after-side-effect
                // (crash point) written, not committed: the rollback undoes it
                // @end
                // @step commit
                // 3. The claim and the effect commit together
                await transaction.CommitAsync();
                // @end
            }
        }
        // @step store-failed
        catch (DbException)
        {
            // The database is down: no ack, no skip; the retry policy runs it again
            throw;
        }
        // @end
        // @step crash-after-commit
        // (crash point) committed, not acked: the broker delivers it again
        // @end
        // @step ack
        // The ack: the broker forgets the message
        await context.ConsumeCompleted();
        // @end
    }
}
