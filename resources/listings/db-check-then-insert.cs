using System;
using System.Data.Common;
using System.Threading.Tasks;
using MassTransit;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging;

// The source articles' consumer: ask the inbox, run the handler, record the message
public class OrderCreatedConsumer : IConsumer<OrderCreated>
{
    private readonly AppDbContext _db;
    private readonly ILogger<OrderCreatedConsumer> _logger;
    // @if send-email
    private readonly IEmailSender _email;

    public OrderCreatedConsumer(AppDbContext db, ILogger<OrderCreatedConsumer> logger, IEmailSender email)
    {
        _email = email;
    // @else

    public OrderCreatedConsumer(AppDbContext db, ILogger<OrderCreatedConsumer> logger)
    {
    // @endif
        _db = db;
        _logger = logger;
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
            // 1. Has this consumer processed the message before?
            // @step inbox-select
            bool alreadyProcessed = await _db.Inbox.AnyAsync(m =>
                m.MessageId == messageId && m.Consumer == nameof(OrderCreatedConsumer));
            // @end
            if (alreadyProcessed)
            {
                // @step inbox-found
                _logger.LogInformation("Duplicate {MessageId} skipped", messageId);
                // @end
                // @step ack-duplicate
                await context.ConsumeCompleted();
                return;
                // @end
            }
            // @step work
            // 2. The handler's own work
            var order = await OrderLogic.PrepareAsync(context.Message);
            // @end
            // @if send-email
            // @insert send-email
            // @endif
            // @step begin
            using (var transaction = await _db.Database.BeginTransactionAsync())
            // @end
            {
                // @if !send-email
                // @insert write-effect
                // @endif
                // @step crash-after-side-effect
                // (crash point) written, not committed: the rollback undoes it
                // @end
                // @step inbox-insert
                // 3. Record the message as processed, in the same transaction
                _db.Inbox.Add(new InboxMessage
                {
                    MessageId = messageId,
                    Consumer = nameof(OrderCreatedConsumer),
                    ConsumedAt = DateTime.UtcNow
                });
                await _db.SaveChangesAsync();
                // @end
                // @step commit
                await transaction.CommitAsync();
                // @end
            }
        }
        // @step unique-violation
        catch (DbUpdateException)
        {
            // @if unique-key
            // Another delivery recorded the message first: the unique key rolled it all back
            // @else
            // Without a unique key this never happens: both deliveries commit
            // @endif
            _logger.LogInformation("Duplicate {MessageId} rolled back", messageId);
            // @end
            // @step ack-duplicate
            await context.ConsumeCompleted();
            return;
            // @end
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
